import { z } from '../zod';

/** GET /blog/read item (the thumbnail's text alternative is ours: docs/decisions/0063-content-editing.md). */
export const blogSchema = z.object({
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  /** Absent from a blog host of the original API. */
  thumbnailAlt: z.string().optional(),
});
export type Blog = z.infer<typeof blogSchema>;
