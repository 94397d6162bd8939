// The schemas of the home page's content calls: carousel, counters and promises (7.4).
import { z } from 'zod';
import { carouselItemSchema, counterSchema, LIMITS, promiseSchema } from '../entities';
import { def, id, line, numeric, optionalLine, optionalText } from './fields';

// A Kiswahili version (docs/behaviour.md#content-in-both-languages): left out, a new item has
// none and an update keeps what there is; blank removes it.
const titleSw = optionalLine(LIMITS.title);
const altText = { alt: optionalLine(LIMITS.title), alt_sw: optionalLine(LIMITS.title) };

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
    request: z.object({ index, ...altText }),
    response: carousel,
  }),
  updateCarousel: def('updateCarousel', {
    // The item is found by its index, which does not change. Without an image it changes only
    // the text alternatives, and then needs one of them.
    request: z.object({ index, id: id.optional(), ...altText }),
    response: carousel,
  }),
  deleteCarousel: def('deleteCarousel', {
    query: z.object({ id }),
    response: carousel,
  }),
  counters: def('counters', { response: counters }),
  createCounter: def('createCounter', {
    request: z.object({ title: line(LIMITS.title), title_sw: titleSw, content: counterValue }),
    response: counters,
  }),
  updateCounter: def('updateCounter', {
    request: z.object({
      id,
      title: line(LIMITS.title),
      title_sw: titleSw,
      content: counterValue,
    }),
    response: counters,
  }),
  promises: def('promises', { response: promises }),
  createPromise: def('createPromise', {
    request: z.object({
      title: line(LIMITS.title),
      title_sw: titleSw,
      content: optionalText(LIMITS.longText),
      content_sw: optionalText(LIMITS.longText),
    }),
    response: promises,
  }),
  updatePromise: def('updatePromise', {
    request: z.object({
      id,
      title: line(LIMITS.title).optional(),
      title_sw: titleSw,
      content: optionalText(LIMITS.longText),
      content_sw: optionalText(LIMITS.longText),
    }),
    response: promises,
  }),
};
