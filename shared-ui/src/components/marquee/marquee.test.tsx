import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockReducedMotion, renderUi } from '../../testing/render-ui';
import { Marquee, marqueeDurationSeconds } from './marquee';

const logos = (
  <>
    <img src="/a.png" alt="Partner A" />
    <a href="https://b.example">Partner B</a>
  </>
);

// jsdom does no layout: give every element a width so the duration can be computed.
function mockWidth(px: number) {
  return jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(px);
}

afterEach(() => jest.restoreAllMocks());

describe('Marquee', () => {
  it('renders the content twice, the duplicate hidden from assistive technology', () => {
    renderUi(<Marquee>{logos}</Marquee>);
    expect(screen.getAllByAltText('Partner A')).toHaveLength(2);
    // Only one copy is exposed to screen readers.
    expect(screen.getAllByRole('img', { name: 'Partner A' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Partner B' })).toHaveLength(1);
    const duplicate = screen.getAllByAltText('Partner A')[1]?.parentElement;
    expect(duplicate).toHaveAttribute('aria-hidden', 'true');
    expect(duplicate).toHaveAttribute('inert');
  });

  it('maps speed to duration: width / speed seconds, default 30 px/s', () => {
    mockWidth(600);
    const { unmount } = renderUi(<Marquee>{logos}</Marquee>);
    expect(screen.getByTestId('marquee-track')).toHaveStyle({ animationDuration: '20s' });
    unmount();
    renderUi(<Marquee speed={50}>{logos}</Marquee>);
    expect(screen.getByTestId('marquee-track')).toHaveStyle({ animationDuration: '12s' });
    expect(marqueeDurationSeconds(900, 30)).toBe(30);
  });

  it('moves left by default and right on request', () => {
    mockWidth(600);
    const { unmount } = renderUi(<Marquee>{logos}</Marquee>);
    expect(screen.getByTestId('marquee-track')).toHaveStyle({ animationDirection: 'normal' });
    unmount();
    renderUi(<Marquee direction="right">{logos}</Marquee>);
    expect(screen.getByTestId('marquee-track')).toHaveStyle({ animationDirection: 'reverse' });
  });

  it('pauses on hover and runs again after the pointer leaves', () => {
    mockWidth(600);
    renderUi(<Marquee label="Our partners">{logos}</Marquee>);
    const region = screen.getByRole('region', { name: 'Our partners' });
    const track = screen.getByTestId('marquee-track');
    expect(track).toHaveStyle({ animationPlayState: 'running' });
    fireEvent.mouseEnter(region);
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
    expect(region).toHaveAttribute('data-state', 'paused');
    fireEvent.mouseLeave(region);
    expect(track).toHaveStyle({ animationPlayState: 'running' });
  });

  it('keeps running on hover when pauseOnHover is false', () => {
    mockWidth(600);
    renderUi(<Marquee pauseOnHover={false}>{logos}</Marquee>);
    fireEvent.mouseEnter(screen.getByTestId('marquee-track').parentElement as HTMLElement);
    expect(screen.getByTestId('marquee-track')).toHaveStyle({ animationPlayState: 'running' });
  });

  it('pauses while keyboard focus is inside', async () => {
    mockWidth(600);
    renderUi(
      <>
        <Marquee>{logos}</Marquee>
        <button type="button">After</button>
      </>,
    );
    const track = screen.getByTestId('marquee-track');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Partner B' })).toHaveFocus();
    expect(track).toHaveStyle({ animationPlayState: 'paused' });
    // jsdom ignores `inert`, so leave by focusing the next control directly.
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    expect(track).toHaveStyle({ animationPlayState: 'running' });
  });

  it('is static, with one copy, under reduced motion', () => {
    mockWidth(600);
    const restore = mockReducedMotion();
    try {
      renderUi(<Marquee>{logos}</Marquee>);
      expect(screen.getAllByAltText('Partner A')).toHaveLength(1);
      expect(screen.getByTestId('marquee-track')).toHaveStyle({ animation: 'none' });
    } finally {
      restore();
    }
  });
});
