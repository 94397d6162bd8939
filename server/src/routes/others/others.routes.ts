import type { FastifyPluginAsync } from 'fastify';
import type { createOthersService } from '../../services/others-service';
import { contractRoute } from '../contract-route';

/**
 * The home page's counters and promises
 * (docs/behaviour.md#carousel-counters-and-promises-calls).
 */
export const othersRoutes: FastifyPluginAsync<{
  others: ReturnType<typeof createOthersService>;
}> = async (app, { others }) => {
  contractRoute(app, 'counters', () => others.counters());
  contractRoute(app, 'createCounter', ({ body }) => others.createCounter(body));
  contractRoute(app, 'updateCounter', ({ body }) =>
    others.updateCounter(body.id, { title: body.title, content: body.content }),
  );

  contractRoute(app, 'promises', () => others.promises());
  contractRoute(app, 'createPromise', ({ body, files }) =>
    others.createPromise(body, files.image?.[0]),
  );
  contractRoute(app, 'updatePromise', ({ body, files }) =>
    others.updatePromise(body.id, body, files.image?.[0]),
  );
};
