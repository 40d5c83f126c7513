/**
 * Uploaded images of the edited content (docs/decisions/0063-content-editing.md): gallery photos and blog
 * thumbnails. Each upload goes through the site's image checks (type by the bytes, size, pixel budget,
 * metadata dropped) and is stored as WebP at the widths the server chooses, served immutable at
 * /v1/api/content-files/:id. A save names an upload by its image; `uploadedImage` checks that it is one.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { apiBase } from '~/shared/paths';
import type { AuditAction, AuditTargetType } from '~/shared/schemas/audit';
import type { ContentImage } from '~/shared/schemas/content';
import { type Db, type Executor, queryRows } from '../../db/client';
import { HttpError, uuidPattern } from '../../http';
import { InvalidImageError, decodeGate, processImage } from '../../images';
import { type Actor, recordAudit } from '../audit/service';
import { pageDocumentTexts } from '../pages/service';
import { contentFiles } from './table';

export const contentFileUrl = (id: string) => `${apiBase}/content-files/${id}`;
const fileUrlPattern = new RegExp(
  `^${apiBase.replace(/\//g, '\\/')}\\/content-files\\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
  'i',
);

export interface StoreImageOptions {
  maxBytes: number;
  /** The widths to store, each at most the original's (the original's own width when it is narrower). */
  widths: readonly number[];
  /** Cut to this width / height around the most interesting part (blog thumbnails); kept as is when absent. */
  aspect?: number;
  /** The 400 of an image the checks refuse. */
  invalid: string;
  audit: { action: AuditAction; targetType: AuditTargetType };
}

/** Checks an uploaded image and stores it at every width, with its audit entry. */
export async function storeImage(
  db: Db,
  actor: Actor,
  dataUrl: string,
  options: StoreImageOptions,
): Promise<ContentImage> {
  const largest = Math.max(...options.widths);
  let variants: { bytes: Buffer; width: number; height: number }[];
  try {
    const image = await processImage(dataUrl, { maxBytes: options.maxBytes, maxDimension: largest * 2 });
    const fitting = options.widths.filter((w) => w <= image.width);
    const widths = fitting.length > 0 ? fitting : [image.width];
    variants = await decodeGate.run(false, () =>
      Promise.all(
        widths.map(async (width) => {
          const height = Math.max(
            1,
            Math.round(options.aspect ? width / options.aspect : (width * image.height) / image.width),
          );
          const bytes = await sharp(image.bytes)
            .resize({ width, height, fit: 'cover', position: 'attention' })
            .webp({ quality: 80 })
            .toBuffer();
          return { bytes, width, height };
        }),
      ),
    );
  } catch (error) {
    if (error instanceof InvalidImageError) throw new HttpError(400, options.invalid);
    throw error;
  }
  const upload = randomUUID();
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(contentFiles)
      .values(variants.map((v) => ({ upload, contentType: 'image/webp', ...v })))
      .returning({ id: contentFiles.id, width: contentFiles.width, height: contentFiles.height });
    stored.sort((a, b) => a.width - b.width);
    const widest = stored.at(-1)!;
    await recordAudit(tx, actor, {
      ...options.audit,
      targetId: null,
      details: { upload, fileIds: stored.map((s) => s.id) },
    });
    return {
      url: contentFileUrl(widest.id),
      width: widest.width,
      height: widest.height,
      variants: stored.map((s) => ({ url: contentFileUrl(s.id), width: s.width })),
    };
  });
}

/** The id of an uploaded file named by its address, or null for any other address. */
export function uploadedFileId(url: string): string | null {
  return fileUrlPattern.exec(url)?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether an image is one upload exactly as it was stored: every address an uploaded file's, all of one
 * upload, with the widths (and the largest's height) the files have.
 */
export async function isUploadedImage(db: Executor, image: ContentImage): Promise<boolean> {
  const urls = [image.url, ...image.variants.map((v) => v.url)];
  const ids = urls.map(uploadedFileId);
  if (ids.some((id) => id === null)) return false;
  const rows = await db
    .select({
      id: contentFiles.id,
      upload: contentFiles.upload,
      width: contentFiles.width,
      height: contentFiles.height,
    })
    .from(contentFiles)
    .where(inArray(contentFiles.id, [...new Set(ids as string[])]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const main = byId.get(ids[0]!);
  if (!main || main.width !== image.width || main.height !== image.height) return false;
  return image.variants.every((v, i) => {
    const row = byId.get(ids[i + 1]!);
    return row !== undefined && row.upload === main.upload && row.width === v.width;
  });
}

/** Whether an address is one uploaded file's. */
export async function isUploadedFile(db: Executor, url: string): Promise<boolean> {
  const id = uploadedFileId(url);
  if (!id) return false;
  const [row] = await db.select({ id: contentFiles.id }).from(contentFiles).where(eq(contentFiles.id, id));
  return row !== undefined;
}

export async function readContentFile(db: Executor, id: string) {
  if (!uuidPattern.test(id)) return undefined;
  const [file] = await db
    .select({ bytes: contentFiles.bytes, contentType: contentFiles.contentType })
    .from(contentFiles)
    .where(eq(contentFiles.id, id));
  return file;
}

/** An upload never saved into an album, a blog or a page is kept this long (its editor may still save it). */
export const UNUSED_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the uploads older than a day that nothing refers to: a gallery photo names all the widths of its
 * upload, a blog thumbnail or a page document's image one of them (the upload's other widths stay with it); a
 * page's draft and its kept versions count as much as its published document. Only the uploads of the
 * gallery's, the blogs' and the pages' editors (by their audit entry) are swept, since only their referrers
 * are listed here: another editor that stores its images here keeps them until its own table joins this
 * list. Answers the number of files deleted.
 */
export async function sweepUnusedContentFiles(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_RETENTION_MS);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      with referrers(t) as (
        select image::text from gallery_photos
        union all
        select thumbnail from blogs
        union all
        ${pageDocumentTexts}
      ),
      used(id) as (
        select lower((regexp_matches(t, 'content-files/([0-9a-fA-F-]{36})', 'g'))[1]) from referrers
      ),
      kept(upload) as (
        select distinct f.upload from content_files f join used u on u.id = f.id::text
      )
      delete from content_files f
      where f.created_at < ${cutoff} and f.upload not in (select upload from kept)
        and f.upload::text in (
          select details->>'upload' from audit_log
          where action in ('gallery.file_upload', 'blog.file_upload', 'page.file_upload')
            and details ? 'upload'
        )
      returning f.id`,
  );
  return rows.length;
}
