// Where the home page's content calls go: carousel, counters and promises (7.4).
import type { Endpoint } from '../endpoints';
import { image, requiredImage } from './file-fields';

export const homeEndpoints = {
  // 7.4 Carousel, counters and promises
  carousel: { method: 'GET', path: 'carousel/', auth: 'none', body: 'none' },
  createCarousel: {
    method: 'POST',
    path: 'carousel/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image: requiredImage },
  },
  updateCarousel: {
    method: 'PUT',
    path: 'carousel/update',
    auth: 'bearer',
    body: 'multipart',
    // Without an image the call changes only the text alternatives, and needs one of them.
    files: { image },
  },
  deleteCarousel: { method: 'DELETE', path: 'carousel/delete', auth: 'bearer', body: 'none' },
  counters: { method: 'GET', path: 'others/counters/', auth: 'none', body: 'none' },
  createCounter: { method: 'POST', path: 'others/counters/create', auth: 'bearer', body: 'json' },
  updateCounter: { method: 'PUT', path: 'others/counters/update', auth: 'bearer', body: 'json' },
  promises: { method: 'GET', path: 'others/promise/', auth: 'none', body: 'none' },
  createPromise: {
    method: 'POST',
    path: 'others/promise/create',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
  updatePromise: {
    method: 'PUT',
    path: 'others/promise/update',
    auth: 'bearer',
    body: 'multipart',
    files: { image },
  },
} as const satisfies Record<string, Endpoint>;
