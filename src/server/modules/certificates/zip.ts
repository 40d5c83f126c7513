/**
 * The ZIP of an event's certificates, streamed (fflate): each PDF is rendered, then stored (PDFs are
 * compressed already) and its bytes leave before the next one is rendered, so memory stays flat and the
 * browser sees progress from the first certificate.
 */
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { certificateFileName } from '~/shared/schemas/certificates';
import { type CertificateData, renderCertificatePdf } from './pdf';

export function certificatesZip(list: CertificateData[]): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, data) => {
      if (error) failure = error;
      else ready.push(data);
    });
    const drain = function* () {
      if (failure) throw failure;
      while (ready.length > 0) {
        const data = ready.shift()!;
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      }
    };
    for (const certificate of list) {
      // A PDF is tens of milliseconds of CPU: other requests get their turn between two.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const pdf = await renderCertificatePdf(certificate);
      const file = new ZipPassThrough(certificateFileName(certificate.delegateName, certificate.code));
      file.mtime = certificate.issuedAt;
      zip.add(file);
      file.push(pdf, true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(chunks());
}
