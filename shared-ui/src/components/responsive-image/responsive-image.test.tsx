import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { ResponsiveImage } from './responsive-image';

const srcSet = '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w';

describe('ResponsiveImage', () => {
  it('offers every width to the browser and loads lazily below the fold', () => {
    renderUi(
      <ResponsiveImage src="/uploads/a-960.webp" srcSet={srcSet} sizes="50vw" alt="A cow" />,
    );
    const image = screen.getByRole('img', { name: 'A cow' });
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once, with priority, above the fold', () => {
    renderUi(<ResponsiveImage src="/uploads/a-960.webp" srcSet={srcSet} alt="A cow" eager />);
    const image = screen.getByRole('img', { name: 'A cow' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('has no srcset or sizes when the server gave one width only', () => {
    renderUi(<ResponsiveImage src="/uploads/a.webp" srcSet={null} alt="" />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/a.webp');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
