/** OpenAPI document generated from the zod route schemas, browsable at /v1/api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiBase } from '~/shared/paths';

export const docsPath = `${apiBase}/docs`;

export async function registerDocs(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NITSMUN API',
        description:
          'API of the NITSMUN website. Success: HTTP 200 with `{ message, ...fields }`. Failure: 4xx/5xx with `{ error }`.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: docsPath, uiConfig: { docExpansion: 'list' } });
}
