/**
 * The public site's content edited in the browser (docs/decisions/0063-content-editing.md): the gallery's
 * albums and photos, and the blogs. The public shapes, the editors' shapes (with ids and versions) and every
 * editing payload, with messages in `messages.content`. Forms and API use the same schemas.
 */
import { isSitePath, isWebAddress } from '../addresses';
import { maxDataUrlLength } from '../images';
import { messages } from '../messages';
import { z } from '../zod';

const m = messages.content;

export const contentRules = {
  albumTitle: 120,
  caption: 120,
  alt: 200,
  blogName: 200,
  url: 500,
  maxPhotos: 60,
  maxAlbums: 100,
  maxBlogs: 100,
  /** Uploaded photos: the site's image checks, then WebP at the widths of `photoWidths` up to the original's. */
  photoMaxBytes: 5 * 1024 * 1024,
  photoWidths: [480, 960, 1600],
  /** Uploaded blog thumbnails: cut to the card's 16:10 box at these widths. */
  thumbnailMaxBytes: 1024 * 1024,
  thumbnailWidths: [320, 640],
  thumbnailAspect: 16 / 10,
} as const;

const imageUrl = z.string().max(contentRules.url).refine(isSitePath, m.unknownUpload);

/** A stored image: its largest address and size, and the same picture at every width (srcset). */
export const contentImageSchema = z
  .object({
    url: imageUrl,
    width: z.number().int().min(1).max(6000),
    height: z.number().int().min(1).max(6000),
    variants: z
      .array(z.object({ url: imageUrl, width: z.number().int().min(1).max(6000) }).strict())
      .min(1)
      .max(4),
  })
  .strict();
export type ContentImage = z.infer<typeof contentImageSchema>;

// ---- the gallery ----------------------------------------------------------------------------------------

const caption = z.string().trim().min(1, m.captionRequired).max(contentRules.caption, m.tooLong);
const alt = z.string().trim().min(1, m.altRequired).max(contentRules.alt, m.tooLong);

/** A photo as the gallery shows it. */
export const galleryPhotoSchema = z.object({
  _id: z.string(),
  caption: z.string(),
  alt: z.string(),
  image: contentImageSchema,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** GET /gallery: the current published album. */
export const publicAlbumSchema = z.object({
  title: z.string(),
  photos: z.array(galleryPhotoSchema),
});
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;
export const galleryResponseSchema = z.object({ message: z.string(), album: publicAlbumSchema });

/** An album as its editor sees it: its state and the version a save must name. */
export const editableAlbumSchema = z.object({
  _id: z.string(),
  title: z.string(),
  published: z.boolean(),
  current: z.boolean(),
  version: z.number().int(),
  photos: z.array(galleryPhotoSchema),
});
export type EditableAlbum = z.infer<typeof editableAlbumSchema>;
export const albumResponseSchema = z.object({ message: z.string(), album: editableAlbumSchema });
export type AlbumResponse = z.infer<typeof albumResponseSchema>;

export const albumListItemSchema = editableAlbumSchema
  .omit({ photos: true })
  .extend({ photoCount: z.number().int() });
export type AlbumListItem = z.infer<typeof albumListItemSchema>;
export const albumListResponseSchema = z.object({
  message: z.string(),
  albums: z.array(albumListItemSchema),
});
export type AlbumListResponse = z.infer<typeof albumListResponseSchema>;

const title = z.string().trim().min(1, m.titleRequired).max(contentRules.albumTitle, m.tooLong);

/** POST /editor/gallery/albums: a new album, a draft without photos. */
export const createAlbumSchema = z.object({ title }).strict();
export type CreateAlbumInput = z.infer<typeof createAlbumSchema>;

/** A photo of a save: one already in the album (its id) or one just uploaded (its image). */
export const albumPhotoInputSchema = z
  .object({
    _id: z.string().max(64, m.noSuchPhoto).optional(),
    image: contentImageSchema.optional(),
    caption,
    alt,
  })
  .strict()
  .refine((p) => (p._id === undefined) !== (p.image === undefined), { message: m.unknownUpload });
export type AlbumPhotoInput = z.infer<typeof albumPhotoInputSchema>;

const version = z.number().int().min(1).max(2_000_000_000);

/**
 * PUT /editor/gallery/albums/:albumId: the album's title and its photos in order (the whole list: a photo
 * left out leaves the album), with the version the editor started from.
 */
export const saveAlbumSchema = z
  .object({
    version,
    title,
    photos: z.array(albumPhotoInputSchema).max(contentRules.maxPhotos, m.tooManyPhotos),
  })
  .strict();
export type SaveAlbumInput = z.infer<typeof saveAlbumSchema>;

/** PUT .../publish and .../current: the version the editor saw. */
export const albumVersionSchema = z.object({ version }).strict();
export type AlbumVersionInput = z.infer<typeof albumVersionSchema>;

/** PUT /editor/gallery/albums-order: every album id, once. */
export const albumOrderSchema = z
  .object({ albumIds: z.array(z.string().max(64)).max(contentRules.maxAlbums) })
  .strict();

/** POST /editor/gallery/files and /editor/blogs/files. */
export const contentFileUploadSchema = (maxBytes: number, message: string) =>
  z.object({ file: z.string().min(1, message).max(maxDataUrlLength(maxBytes), message) }).strict();
export const galleryFileUploadSchema = contentFileUploadSchema(contentRules.photoMaxBytes, m.invalidPhoto);
export const blogFileUploadSchema = contentFileUploadSchema(
  contentRules.thumbnailMaxBytes,
  m.invalidThumbnail,
);
export type ContentFileUpload = z.infer<typeof galleryFileUploadSchema>;
export const contentFileResponseSchema = z.object({ message: z.string(), image: contentImageSchema });
export type ContentFileResponse = z.infer<typeof contentFileResponseSchema>;

// ---- the blogs ------------------------------------------------------------------------------------------

/** A blog as its editor sees it. */
export const editableBlogSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  thumbnailAlt: z.string(),
});
export type EditableBlog = z.infer<typeof editableBlogSchema>;
export const blogListResponseSchema = z.object({ message: z.string(), blogs: z.array(editableBlogSchema) });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** POST /editor/blogs and PUT /editor/blogs/:blogId. */
export const blogInputSchema = z
  .object({
    name: z.string().trim().min(1, m.blogNameRequired).max(contentRules.blogName, m.tooLong),
    url: z
      .string()
      .trim()
      .min(1, m.blogLinkInvalid)
      .max(contentRules.url, m.tooLong)
      .refine(isWebAddress, m.blogLinkInvalid),
    thumbnail: z
      .string()
      .trim()
      .min(1, m.thumbnailRequired)
      .max(contentRules.url, m.tooLong)
      .refine(isSitePath, m.unknownThumbnail),
    thumbnailAlt: z.string().trim().min(1, m.thumbnailAltRequired).max(contentRules.alt, m.tooLong),
  })
  .strict();
export type BlogInput = z.infer<typeof blogInputSchema>;

/** PUT /editor/blogs-order: every blog id, once. */
export const blogOrderSchema = z
  .object({ blogIds: z.array(z.string().max(64)).max(contentRules.maxBlogs) })
  .strict();
