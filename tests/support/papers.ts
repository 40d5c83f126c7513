/**
 * Position paper fixtures: real PDFs made with pdf-lib (of a given size, or marked encrypted as a
 * password-protected file's trailer is), their data URLs, and a chair fixture with a paper already uploaded
 * by its seated delegate (written straight to the database, as the service writes it).
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../src/server/db/client';
import { positionPapers } from '../../src/server/modules/papers/table';
import { type ChairFixture, chairFixture } from './chairs';

/** A one-page PDF; with `bytes`, padded by an unreferenced stream of random bytes to about that size. */
export async function makePdf({ bytes = 0, text = 'Position paper' } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText(text, { x: 72, y: 760, size: 14 });
  const base = Buffer.from(await doc.save({ useObjectStreams: false }));
  if (bytes <= base.length) return base;
  doc.context.register(doc.context.stream(randomBytes(bytes - base.length - 64)));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF whose trailer names an encryption dictionary, as a password-protected PDF's does. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const text = (await makePdf()).toString('latin1');
  const marked = text.replace(
    /trailer\s*<</,
    'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>\n',
  );
  if (marked === text) throw new Error('no trailer to mark');
  return Buffer.from(marked, 'latin1');
}

export const pdfDataUrl = (bytes: Buffer, type = 'application/pdf') =>
  `data:${type};base64,${bytes.toString('base64')}`;

export interface PaperFixture extends ChairFixture {
  /** Version 1 of the seated delegate's paper. */
  paperId: string;
}

let samplePdf: Promise<Buffer> | undefined;

/** A chair fixture whose seated delegate has uploaded version 1 of their paper. */
export async function paperFixture(db: Db): Promise<PaperFixture> {
  const fx = await chairFixture(db);
  samplePdf ??= makePdf();
  const bytes = await samplePdf;
  const [row] = await db
    .insert(positionPapers)
    .values({
      registrationId: fx.registrationId,
      committeeId: fx.committeeId,
      version: 1,
      fileName: 'paper.pdf',
      sizeBytes: bytes.length,
      bytes,
    })
    .returning({ id: positionPapers.id });
  return { ...fx, paperId: row!.id };
}

/** The API paths of a fixture's papers. */
export function paperPaths(fx: ChairFixture, committee = fx.committee) {
  const enc = encodeURIComponent;
  const room = `/v1/api/chair/events/${enc(fx.eventName)}/committees/${enc(committee)}`;
  return {
    list: `${room}/papers`,
    closed: `${room}/papers/closed`,
    zip: `${room}/papers.zip`,
    review: (paperId: string) => `${room}/papers/${paperId}/review`,
    upload: `/v1/api/client/events/${enc(fx.eventName)}/committees/${enc(committee)}/papers`,
    read: (paperId: string) => `/v1/api/papers/${paperId}`,
    mine: '/v1/api/client/papers',
    admin: `/v1/api/admin/events/${enc(fx.eventName)}/papers`,
    rules: `/v1/api/admin/events/${enc(fx.eventName)}/papers/rules`,
  };
}
