/**
 * The participation or award certificate as a PDF (pdf-lib): A4 landscape with the club's name and logo, the
 * delegate's name, the award (on an award certificate), the event and its dates, committee and portfolio, the
 * signatories, and the verification code with its URL and QR code.
 *
 * Text that comes from people (names, portfolios, events) is drawn with Noto Sans in several scripts: each
 * character goes to the first face that has a glyph for it (fontkit tells), so any Latin, Cyrillic, Greek,
 * Vietnamese or Devanagari name prints. Only the faces a document uses are embedded, subset.
 */
import { dateInIndia } from '~/shared/conference-day';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFFont, type PDFImage, PDFDocument, PDFName, type PDFPage, PDFString, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { certificateContent as content } from '../../../../content/certificate';
import { woffToSfnt } from './woff';

export interface CertificateSignatory {
  name: string;
  title: string;
}

export interface CertificateData {
  code: string;
  verifyUrl: string;
  delegateName: string;
  eventName: string;
  committee: string;
  portfolio: string;
  /** An award certificate's award (e.g. "Best Delegate"), printed under the name; null for participation. */
  award: string | null;
  startsOn: string | null;
  endsOn: string | null;
  venue: string;
  signatories: CertificateSignatory[];
  issuedAt: Date;
  /** The club's name and institute, from the site settings. */
  club: { name: string; institute: string };
}

interface Face {
  bytes: Uint8Array;
  font: fontkit.Font;
}

export interface CertificateAssets {
  regular: Face[];
  bold: Face[];
  heading: Uint8Array;
  /** JPEG on white: pdf-lib embeds JPEG bytes as they are, where a PNG is decoded and deflated again. */
  logoJpeg: Uint8Array;
}

const require = createRequire(import.meta.url);
const scripts = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'devanagari',
];

async function faces(weight: 400 | 700): Promise<Face[]> {
  return Promise.all(
    scripts.map(async (script) => {
      const bytes = woffToSfnt(
        await readFile(
          require.resolve(`@fontsource/noto-sans/files/noto-sans-${script}-${weight}-normal.woff`),
        ),
      );
      return { bytes, font: sharedFontkit.create(bytes) };
    }),
  );
}

/**
 * pdf-lib parses a font's bytes again for every document that embeds it; parsing (and inflating the WOFF)
 * is most of a certificate's time, so every document shares the parsed fonts, keyed by their bytes.
 */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsed.set(bytes, font);
    }
    return font;
  },
};

let assets: Promise<CertificateAssets> | undefined;

/** Fonts, logo: read once per process. */
export function certificateAssets(): Promise<CertificateAssets> {
  assets ??= (async () => {
    const [regular, bold, heading, logoJpeg] = await Promise.all([
      faces(400),
      faces(700),
      readFile(require.resolve('@fontsource/cinzel/files/cinzel-latin-700-normal.woff')),
      sharp(await readFile(new URL(`../../../../${content.logoFile}`, import.meta.url)))
        .resize(360, 360, { fit: 'inside' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 88 })
        .toBuffer(),
    ]);
    return { regular, bold, heading: woffToSfnt(heading), logoJpeg: new Uint8Array(logoJpeg) };
  })();
  return assets;
}

const navy = rgb(0x0b / 255, 0x15 / 255, 0x30 / 255);
const gold = rgb(0xc9 / 255, 0x98 / 255, 0x4e / 255);
const goldDark = rgb(0x8a / 255, 0x64 / 255, 0x24 / 255);
const grey = rgb(0.33, 0.36, 0.42);

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(isoDate: string): { day: number; month: string; year: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { day: day!, month: months[month! - 1]!, year: year! };
}

/** "12–14 October 2024", "30 September – 2 October 2024", one day, or '' without dates. */
export function formatEventDates(startsOn: string | null, endsOn: string | null): string {
  const from = startsOn ?? endsOn;
  if (!from) return '';
  const a = parts(from);
  const b = parts(endsOn ?? from);
  if (from === (endsOn ?? from)) return `${a.day} ${a.month} ${a.year}`;
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${a.month} ${a.year}`;
}

/** The day a certificate was issued on the conference's own calendar (India), as check-in counts days. */
export function formatIssueDate(date: Date): string {
  const iso = dateInIndia(date);
  const p = parts(iso);
  return `${p.day} ${p.month} ${p.year}`;
}

/** Text set in the faces that cover it, embedded into one document on first use. */
class FaceSet {
  private readonly embedded = new Map<Face, Promise<PDFFont>>();
  constructor(
    private readonly doc: PDFDocument,
    private readonly list: Face[],
  ) {}

  /** Runs of text, each with the first face that has glyphs for it (spaces join the run before them). */
  async runs(text: string): Promise<{ text: string; font: PDFFont }[]> {
    const out: { text: string; face: Face }[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const last = out.at(-1);
      if (last && (/\s/.test(char) || last.face.font.hasGlyphForCodePoint(codePoint))) {
        last.text += char;
        continue;
      }
      const face = this.list.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? this.list[0]!;
      out.push({ text: char, face });
    }
    return Promise.all(out.map(async (run) => ({ text: run.text, font: await this.font(run.face) })));
  }

  private font(face: Face): Promise<PDFFont> {
    let font = this.embedded.get(face);
    if (!font) {
      font = this.doc.embedFont(face.bytes, { subset: true });
      this.embedded.set(face, font);
    }
    return font;
  }
}

interface Piece {
  text: string;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

interface Writer {
  /** Width of a line of pieces at a size. */
  width(pieces: Piece[], size: number): Promise<number>;
  /** Draws a line centred on x, shrinking it to fit maxWidth. */
  centred(pieces: Piece[], x: number, y: number, size: number, maxWidth: number): Promise<void>;
}

function writer(page: PDFPage, regular: FaceSet, bold: FaceSet): Writer {
  const layout = async (pieces: Piece[]) =>
    (
      await Promise.all(
        pieces.map(async (piece) =>
          (await (piece.bold ? bold : regular).runs(piece.text)).map((run) => ({
            ...run,
            color: piece.color,
          })),
        ),
      )
    ).flat();
  const width = async (pieces: Piece[], size: number) =>
    (await layout(pieces)).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  return {
    width,
    async centred(pieces, x, y, size, maxWidth) {
      const natural = await width(pieces, size);
      const fitted = natural > maxWidth ? (size * maxWidth) / natural : size;
      let cursor = x - Math.min(natural, maxWidth) / 2;
      for (const run of await layout(pieces)) {
        page.drawText(run.text, { x: cursor, y, size: fitted, font: run.font, color: run.color ?? navy });
        cursor += run.font.widthOfTextAtSize(run.text, fitted);
      }
    },
  };
}

async function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 0,
    scale: 4,
    color: { dark: '#0b1530ff', light: '#ffffffff' },
  });
}

/** The certificate as PDF bytes. */
export async function renderCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  const { regular, bold, heading, logoJpeg } = await certificateAssets();
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const title = data.award === null ? content.title : content.awardTitle;
  doc.setTitle(`${title}: ${data.delegateName}`);
  doc.setAuthor(data.club.name);
  doc.setSubject(`${data.eventName}, verification code ${data.code}`);
  doc.setCreator(data.club.name);
  doc.setProducer(data.club.name);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  const page = doc.addPage([841.89, 595.28]);
  const { width: W, height: H } = page.getSize();
  const cx = W / 2;
  const headingFont = await doc.embedFont(heading, { subset: true });
  const [logo, qr]: [PDFImage, PDFImage] = await Promise.all([
    doc.embedJpg(logoJpeg),
    qrPng(data.verifyUrl).then((png) => doc.embedPng(png)),
  ]);
  const text = writer(page, new FaceSet(doc, regular), new FaceSet(doc, bold));

  // Frame: a navy border with a thin gold line inside.
  page.drawRectangle({ x: 18, y: 18, width: W - 36, height: H - 36, borderColor: navy, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: gold, borderWidth: 1.2 });

  // Head: logo, club, title.
  const logoSize = 78;
  page.drawImage(logo, { x: cx - logoSize / 2, y: H - 48 - logoSize, width: logoSize, height: logoSize });
  const centredHeading = (value: string, y: number, size: number, color = navy) => {
    const width = headingFont.widthOfTextAtSize(value, size);
    page.drawText(value, { x: cx - width / 2, y, size, font: headingFont, color });
  };
  centredHeading(data.club.name.toUpperCase(), H - 150, 15, goldDark);
  await text.centred([{ text: data.club.institute, color: grey }], cx, H - 168, 10, W - 200);
  centredHeading(title.toUpperCase(), H - 218, 30);
  page.drawLine({
    start: { x: cx - 60, y: H - 232 },
    end: { x: cx + 60, y: H - 232 },
    thickness: 1.2,
    color: gold,
  });

  // The delegate and what they did.
  await text.centred([{ text: content.lead, color: grey }], cx, H - 264, 13, W - 200);
  await text.centred([{ text: data.delegateName, bold: true }], cx, H - 306, 32, W - 180);
  page.drawLine({
    start: { x: cx - 200, y: H - 318 },
    end: { x: cx + 200, y: H - 318 },
    thickness: 0.6,
    color: gold,
  });
  const seat: Piece[] = [
    { text: data.award === null ? 'represented ' : ', representing ' },
    { text: data.portfolio, bold: true },
    { text: ' in ' },
    { text: data.committee, bold: true },
  ];
  await text.centred(
    data.award === null
      ? seat
      : [{ text: content.awardLead }, { text: data.award, bold: true, color: goldDark }, ...seat],
    cx,
    H - 348,
    14,
    W - 180,
  );
  const dates = formatEventDates(data.startsOn, data.endsOn);
  const when = [dates, data.venue.trim()].filter(Boolean).join(', ');
  await text.centred(
    [{ text: 'at ' }, { text: data.eventName, bold: true }, { text: when ? `, ${when}` : '' }],
    cx,
    H - 370,
    14,
    W - 180,
  );

  // Signatories: spread over the width left of the QR code.
  const signatories = data.signatories.slice(0, 4);
  const sigLeft = 70;
  const sigRight = W - 200;
  const slot = (sigRight - sigLeft) / Math.max(signatories.length, 1);
  for (const [index, signatory] of signatories.entries()) {
    const x = sigLeft + slot * index + slot / 2;
    const lineWidth = Math.min(slot - 24, 170);
    page.drawLine({
      start: { x: x - lineWidth / 2, y: 118 },
      end: { x: x + lineWidth / 2, y: 118 },
      thickness: 0.8,
      color: navy,
    });
    await text.centred([{ text: signatory.name, bold: true }], x, 102, 11.5, slot - 16);
    await text.centred([{ text: signatory.title, color: grey }], x, 88, 9.5, slot - 16);
  }

  // Verification: QR code, URL and code at the bottom right; the issue date under the signatories.
  const qrSize = 84;
  const qrX = W - 60 - qrSize;
  page.drawImage(qr, { x: qrX, y: 78, width: qrSize, height: qrSize });
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [qrX, 78, qrX + qrSize, 78 + qrSize],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(data.verifyUrl) },
    }),
  );
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]));
  await text.centred([{ text: content.scanLead, color: grey }], qrX + qrSize / 2, 64, 7.5, qrSize + 20);
  await text.centred(
    [
      { text: `Issued on ${formatIssueDate(data.issuedAt)}  ·  ${content.verifyLead} `, color: grey },
      { text: data.verifyUrl, color: navy },
    ],
    (sigLeft + sigRight) / 2,
    50,
    8,
    sigRight - sigLeft,
  );

  // Without object streams the link's URL (and so the code) stays readable in the file's bytes.
  return doc.save({ useObjectStreams: false });
}
