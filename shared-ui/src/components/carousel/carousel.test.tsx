import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockReducedMotion, renderUi } from '../../testing/render-ui';
import { Carousel, type CarouselItem } from './carousel';

const items: CarouselItem[] = [
  { id: 1, image: '/one.webp', alt: 'Vaccination day' },
  { id: 2, image: '/two.webp', alt: 'Dental check' },
  { id: 3, image: '/three.webp', alt: 'Farm visit' },
];

const renderCarousel = (props: Partial<Parameters<typeof Carousel>[0]> = {}) =>
  renderUi(
    <Carousel items={items} defaultImage="/default.webp" defaultAlt="Our clinic" {...props} />,
  );

// Hidden slides are left out of the accessibility tree, so exactly one slide group is found.
const activeSlide = () =>
  screen.getByRole('group', { name: / of \d+$/ }).getAttribute('aria-label');
const region = () => screen.getByRole('region', { name: 'Highlights' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function swipe(fromX: number, toX: number, dy = 0) {
  fireEvent.touchStart(region(), { touches: [{ clientX: fromX, clientY: 100 }] });
  fireEvent.touchEnd(region(), { changedTouches: [{ clientX: toX, clientY: 100 + dy }] });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides', () => {
    renderCarousel();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('img', { name: 'Vaccination day' })).toHaveAttribute(
      'src',
      '/one.webp',
    );
  });

  it('loads the first image eagerly and the others lazily', () => {
    renderCarousel();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('advances after 5000 ms and not before', () => {
    renderCarousel();
    advance(4999);
    expect(activeSlide()).toBe('1 of 3');
    advance(1);
    expect(activeSlide()).toBe('2 of 3');
    expect(screen.getByRole('img', { name: 'Dental check' })).toBeVisible();
  });

  it('wraps from the last slide to the first', () => {
    renderCarousel();
    advance(5000);
    advance(5000);
    expect(activeSlide()).toBe('3 of 3');
    advance(5000);
    expect(activeSlide()).toBe('1 of 3');
  });

  it('pauses while hovered and resumes after mouseleave', () => {
    renderCarousel();
    fireEvent.mouseEnter(region());
    advance(20000);
    expect(activeSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(region());
    advance(5000);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('pauses while focus is inside', () => {
    renderCarousel();
    act(() => region().focus());
    advance(20000);
    expect(activeSlide()).toBe('1 of 3');
    act(() => region().blur());
    advance(5000);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('goes next on a 50 px swipe left and ignores a 30 px one', () => {
    renderCarousel();
    swipe(200, 170);
    expect(activeSlide()).toBe('1 of 3');
    swipe(200, 150);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('goes previous on a swipe right, wrapping from the first to the last', () => {
    renderCarousel();
    swipe(100, 150);
    expect(activeSlide()).toBe('3 of 3');
  });

  it('ignores a mostly vertical move', () => {
    renderCarousel();
    swipe(200, 150, 120);
    expect(activeSlide()).toBe('1 of 3');
  });

  it('moves with ArrowRight / ArrowLeft when the region has focus', () => {
    renderCarousel();
    act(() => region().focus());
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(activeSlide()).toBe('2 of 3');
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(activeSlide()).toBe('3 of 3');
  });

  it('is operable with the previous / next buttons and the indicators', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Slide 2' }));
    expect(activeSlide()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows the default image while loading, without controls', () => {
    renderCarousel({ loading: true });
    expect(screen.getByRole('img', { name: 'Our clinic' })).toHaveAttribute('src', '/default.webp');
    expect(screen.queryByRole('img', { name: 'Vaccination day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the default image when there are no items', () => {
    renderCarousel({ items: [] });
    expect(screen.getByRole('img', { name: 'Our clinic' })).toHaveAttribute('src', '/default.webp');
    expect(screen.queryByRole('group', { name: / of / })).not.toBeInTheDocument();
  });

  it('switches from the default image to the slides when data arrives', () => {
    const { rerender } = renderCarousel({ items: [], loading: true });
    rerender(<Carousel items={items} defaultImage="/default.webp" defaultAlt="Our clinic" />);
    expect(screen.queryByRole('img', { name: 'Our clinic' })).not.toBeInTheDocument();
    expect(activeSlide()).toBe('1 of 3');
  });

  it('does not autoplay with reduced motion', () => {
    const restore = mockReducedMotion();
    try {
      renderCarousel();
      advance(20000);
      expect(activeSlide()).toBe('1 of 3');
    } finally {
      restore();
    }
  });
});

describe('Carousel images', () => {
  it('makes the default image the priority image, sized before it arrives', () => {
    renderCarousel({ items: [], imageWidth: 1600, imageHeight: 700 });
    const image = screen.getByRole('img', { name: 'Our clinic' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '700');
  });

  it('offers each slide at its srcset widths, the first one with priority', () => {
    renderCarousel({
      items: [
        { id: 1, image: '/a-960.webp', srcSet: '/a-480.webp 480w, /a-960.webp 960w', alt: 'A' },
        { id: 2, image: '/b.webp', alt: 'B' },
      ],
      sizes: '100vw',
    });
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('srcset', '/a-480.webp 480w, /a-960.webp 960w');
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).not.toHaveAttribute('srcset');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it("marks a text alternative in another language than the page's with its lang", () => {
    renderCarousel({
      items: [
        { id: 1, image: '/a.webp', alt: 'Vaccination day', lang: 'en' },
        { id: 2, image: '/b.webp', alt: 'Siku ya chanjo' },
      ],
    });
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('lang', 'en');
    expect(second).not.toHaveAttribute('lang');
  });
});
