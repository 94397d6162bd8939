import { IMAGE_SIZES } from 'shared-data';

const { width, height } = IMAGE_SIZES.carousel;

/** What a carousel image needs, in a person's words: the home page's slide box. */
export const CAROUSEL_SIZE_TEXT = `Needs a landscape image of at least ${width} × ${height} px (16:7); other shapes are cropped to fit.`;

/** The image fields' hint: the size, then the file limit. */
export const CAROUSEL_IMAGE_HINT = `A landscape image of at least ${width} × ${height} px (16:7), at most 5 MB; other shapes are cropped to fit.`;

/** What the carousel says about a slide's text alternative (`alt`, `alt_sw`). */
export const ALT_TEXTS = {
  label: 'Text alternative',
  hint: 'What the slide shows, for people who cannot see it. Leave it empty when the slide is only decoration.',
  onCard: (alt: string) => `Text alternative: ${alt}`,
  decorative: 'No text alternative (decorative)',
  edit: 'Edit text alternative',
  editTitle: 'Edit Text Alternative',
  save: 'Save Text Alternative',
} as const;
