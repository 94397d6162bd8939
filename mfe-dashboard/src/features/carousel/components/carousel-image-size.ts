import { IMAGE_SIZES } from 'shared-data';

const { width, height } = IMAGE_SIZES.carousel;

/** What a carousel image needs, in a person's words: the home page's slide box. */
export const CAROUSEL_SIZE_TEXT = `Needs a landscape image of at least ${width} × ${height} px (16:7); other shapes are cropped to fit.`;

/** The image fields' hint: the size, then the file limit. */
export const CAROUSEL_IMAGE_HINT = `A landscape image of at least ${width} × ${height} px (16:7), at most 5 MB; other shapes are cropped to fit.`;
