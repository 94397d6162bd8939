import type { CarouselItem } from 'shared-data';

/** The carousel image at `index` as GET carousel/ answers it, for the carousel tests. */
export const testSlide = (index: number, id = `c${index}`): CarouselItem => ({
  id,
  _id: id,
  image: `/uploads/slide-${index}-960.webp`,
  image_srcset: null,
  index,
});
