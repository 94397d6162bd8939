import type { FastifyPluginAsync } from 'fastify';
import type { createCarouselService } from '../../services/carousel-service';
import { contractRoute, signedIn } from '../contract-route';

/** The home page's carousel (docs/behaviour.md#carousel-counters-and-promises-calls). */
export const carouselRoutes: FastifyPluginAsync<{
  carousel: ReturnType<typeof createCarouselService>;
}> = async (app, { carousel }) => {
  contractRoute(app, 'carousel', () => carousel.list());

  contractRoute(app, 'createCarousel', (input) => {
    const { body } = input;
    const [image] = input.files.image ?? [];
    if (!image) throw new Error('schema lets no item through without an image');
    return carousel.create(body.index, image, body, signedIn(input));
  });

  // Without an image the call changes only the text alternatives; the service answers 'image
  // is required' when neither is sent (docs/behaviour.md#content-in-both-languages).
  contractRoute(app, 'updateCarousel', (input) => {
    const { body } = input;
    const [image] = input.files.image ?? [];
    const item = body.id ? { id: body.id } : { index: body.index };
    return carousel.update(item, image, body, signedIn(input));
  });

  contractRoute(app, 'deleteCarousel', (input) => carousel.remove(input.query.id, signedIn(input)));
};
