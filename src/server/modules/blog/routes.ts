import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogSchema } from '~/shared/schemas/blog';
import { errorResponses } from '../../http';
import { listBlogs } from './service';

export async function blogRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/blog/read',
    {
      schema: {
        summary: 'List the blog posts, newest first',
        tags: ['blog'],
        response: { 200: z.array(blogSchema), ...errorResponses },
      },
      config: { auth: 'public' },
    },
    () => listBlogs(app.database.db),
  );
}
