/**
 * The ZIP of a committee's latest papers, streamed with fflate like the certificates' ZIP: each paper's bytes
 * are read from the database only when its turn comes, stored (PDFs are compressed already) and sent before
 * the next is read, so memory holds one paper and the first bytes leave after the first read.
 */
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { paperFileName } from '~/shared/schemas/papers';

export function papersZip(
  papers: readonly { id: string; portfolio: string }[],
  read: (id: string) => Promise<Buffer>,
): Readable {
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
    const used = new Set<string>();
    for (const paper of papers) {
      let name = paperFileName(paper.portfolio);
      for (let n = 2; used.has(name.toLowerCase()); n += 1) name = paperFileName(`${paper.portfolio} ${n}`);
      used.add(name.toLowerCase());
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(await read(paper.id), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(chunks());
}
