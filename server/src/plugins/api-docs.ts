import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { COMPANY } from 'shared-data/contract';

const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the contract's zod schemas as the routes declare them,
 * at /api/docs/json, with Swagger UI at /api/docs. Registered before the routes so it sees them.
 */
export const apiDocs = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${COMPANY.name} API`,
          description:
            'The API behind the public site and the staff portal. ' +
            'Sign in with POST /api/auth/signin/staff, then use its access_token as a Bearer ' +
            'token (Authorize button). Every error body is { "status": <code>, "msg": "<message>" }.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { persistAuthorization: false, tryItOutEnabled: true },
    });
  },
  { name: 'api-docs', dependencies: [], fastify: '5.x' },
);
