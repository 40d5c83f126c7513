/** OpenAPI document generated from the zod route schemas, browsable at /v1/api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiBase } from '~/shared/paths';

export const docsPath = `${apiBase}/docs`;

const binaryMarker = Symbol('binaryResponse');

/**
 * A non-JSON response (an image) for a route's `response` map: documented with its content type. The
 * handler sends a Buffer, which Fastify does not serialise.
 */
export function binaryResponse(contentType: string, description: string) {
  return {
    [binaryMarker]: true,
    description,
    content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** jsonSchemaTransform handles zod schemas only: set binary responses aside and put them back after. */
function transform(input: TransformInput) {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response) return jsonSchemaTransform(input);
  const binary = Object.entries(response).filter(
    ([, v]) => typeof v === 'object' && v !== null && binaryMarker in v,
  );
  if (binary.length === 0) return jsonSchemaTransform(input);
  const zodOnly = Object.fromEntries(
    Object.entries(response).filter(([k]) => !binary.some(([b]) => b === k)),
  );
  const result = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zodOnly } });
  const documented = Object.fromEntries(
    binary.map(([status, v]) => {
      const { description, content } = v as ReturnType<typeof binaryResponse>;
      return [status, { description, content }];
    }),
  );
  const schema = result.schema as { response?: Record<string, unknown> };
  schema.response = { ...schema.response, ...documented };
  return result;
}

export async function registerDocs(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NITSMUN API',
        description:
          'API of the NITSMUN website. Success: HTTP 200 with `{ message, ...fields }`. Failure: 4xx/5xx with `{ error }`. Calls marked with a lock need `Authorization: Bearer <token>` (the token of POST /login).',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: docsPath, uiConfig: { docExpansion: 'list' } });
}
