// The schemas of the home page's content calls: carousel, counters and promises (7.4).
import { z } from 'zod';
import { carouselItemSchema, counterSchema, LIMITS, promiseSchema } from '../entities';
import { def, id, line, numeric, optionalText } from './fields';

const index = numeric.pipe(
  z.number().int({ error: 'must be a whole number' }).min(0).max(1_000_000),
);
const counterValue = numeric.pipe(z.number().min(0).max(1e12));
const carousel = z.array(carouselItemSchema);
const counters = z.object({ data: z.array(counterSchema) });
const promises = z.object({ data: z.array(promiseSchema) });

export const homeCalls = {
  // 7.4 Carousel, counters and promises
  carousel: def('carousel', { response: carousel }),
  createCarousel: def('createCarousel', {
    request: z.object({ index }),
    response: carousel,
  }),
  updateCarousel: def('updateCarousel', {
    // The item is found by its index, which does not change.
    request: z.object({ index, id: id.optional() }),
    response: carousel,
  }),
  deleteCarousel: def('deleteCarousel', {
    query: z.object({ id }),
    response: carousel,
  }),
  counters: def('counters', { response: counters }),
  createCounter: def('createCounter', {
    request: z.object({ title: line(LIMITS.title), content: counterValue }),
    response: counters,
  }),
  updateCounter: def('updateCounter', {
    request: z.object({ id, title: line(LIMITS.title), content: counterValue }),
    response: counters,
  }),
  promises: def('promises', { response: promises }),
  createPromise: def('createPromise', {
    request: z.object({ title: line(LIMITS.title), content: optionalText(LIMITS.longText) }),
    response: promises,
  }),
  updatePromise: def('updatePromise', {
    request: z.object({
      id,
      title: line(LIMITS.title).optional(),
      content: optionalText(LIMITS.longText),
    }),
    response: promises,
  }),
};
