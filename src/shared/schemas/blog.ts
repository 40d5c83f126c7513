import { z } from '../zod';

/** GET /blog/read item. */
export const blogSchema = z.object({ name: z.string(), url: z.string(), thumbnail: z.string() });
export type Blog = z.infer<typeof blogSchema>;
