import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * swagger-ui's own policy (hashes of its inline scripts) replaces the app's on its pages (decision 044). Like the
 * app's pages they are never framed; its styles are allowed inline, since swagger-ui writes one whose hash its
 * list lacks (and a hash in the list would switch 'unsafe-inline' off); no upgrade to https, which would break a
 * server reached over plain http.
 */
export function docsPolicy(policy: string): string {
  return policy
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .replace(/\s*upgrade-insecure-requests;?/, '');
}

/** The OpenAPI document comes from the contracts: JSON at /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'adcontrol API',
        description:
          'Campaign management for a mobile ad network. Every failure answers the envelope ' +
          '`{ success: false, message, code }`; endpoints not built yet answer 501.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPolicy,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
