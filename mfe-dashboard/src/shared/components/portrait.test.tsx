import { screen } from '@testing-library/react';
import { renderUi } from 'shared-ui/testing';
import { initials, Portrait, shownText } from './portrait';

describe('Portrait', () => {
  it('shows the photo, named for the person, at the widths the server made', () => {
    renderUi(
      <Portrait
        fullname="Wanjiru Kamau"
        src="/uploads/w-960.webp"
        srcSet="/uploads/w-480.webp 480w, /uploads/w-960.webp 960w"
        sizes="160px"
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo of Wanjiru Kamau' });
    expect(photo).toHaveAttribute('srcset', '/uploads/w-480.webp 480w, /uploads/w-960.webp 960w');
  });

  it('shows the initials, hidden from screen readers, without a photo', () => {
    const { container } = renderUi(<Portrait fullname="achieng  odhiambo oloo" src={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('AO');
  });
});

describe('initials and shownText', () => {
  it('take the first two words, and blank out what is not a text', () => {
    expect(initials('Kiprono')).toBe('K');
    expect(initials('')).toBe('');
    expect(shownText('undefined')).toBe('');
    expect(shownText(null)).toBe('');
    expect(shownText('Fifteen years in practice')).toBe('Fifteen years in practice');
  });
});
