import type { FastifyPluginAsync } from 'fastify';
import type { createCarouselService } from '../../services/carousel-service';
import { contractRoute } from '../contract-route';

/** The home page's carousel (docs/behaviour.md#carousel-counters-and-promises-calls). */
export const carouselRoutes: FastifyPluginAsync<{
  carousel: ReturnType<typeof createCarouselService>;
}> = async (app, { carousel }) => {
  contractRoute(app, 'carousel', () => carousel.list());

  contractRoute(app, 'createCarousel', ({ body, files }) => {
    const [image] = files.image ?? [];
    if (!image) throw new Error('schema lets no item through without an image');
    return carousel.create(body.index, image);
  });

  contractRoute(app, 'updateCarousel', ({ body, files }) => {
    const [image] = files.image ?? [];
    if (!image) throw new Error('schema lets no item through without an image');
    return carousel.replaceImage(body.id ? { id: body.id } : { index: body.index }, image);
  });

  contractRoute(app, 'deleteCarousel', ({ query }) => carousel.remove(query.id));
};
