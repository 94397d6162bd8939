import type { FastifyPluginAsync } from 'fastify';
import type { createOthersService } from '../../services/others-service';
import { contractRoute, signedIn } from '../contract-route';

/**
 * The home page's counters and promises
 * (docs/behaviour.md#carousel-counters-and-promises-calls).
 */
export const othersRoutes: FastifyPluginAsync<{
  others: ReturnType<typeof createOthersService>;
}> = async (app, { others }) => {
  contractRoute(app, 'counters', () => others.counters());
  contractRoute(app, 'createCounter', (input) => others.createCounter(input.body, signedIn(input)));
  contractRoute(app, 'updateCounter', (input) => {
    const { body } = input;
    return others.updateCounter(
      body.id,
      { title: body.title, title_sw: body.title_sw, content: body.content },
      signedIn(input),
    );
  });

  contractRoute(app, 'promises', () => others.promises());
  contractRoute(app, 'createPromise', (input) =>
    others.createPromise(input.body, input.files.image?.[0], signedIn(input)),
  );
  contractRoute(app, 'updatePromise', (input) =>
    others.updatePromise(input.body.id, input.body, input.files.image?.[0], signedIn(input)),
  );
};
