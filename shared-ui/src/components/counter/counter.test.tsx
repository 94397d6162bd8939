import { act, screen } from '@testing-library/react';
import { mockReducedMotion, renderUi } from '../../testing/render-ui';
import { Counter } from './counter';

// Jest's modern fake timers also fake requestAnimationFrame and performance.now.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const shownValue = () => screen.getByTestId('counter-value').textContent ?? '';

describe('Counter', () => {
  it('starts at 0 without the plus', () => {
    renderUi(<Counter value={120} title="Happy clients" />);
    expect(shownValue()).toBe('0');
  });

  it('shows a number between 0 and the value, without the plus, mid-way', () => {
    renderUi(<Counter value={120} title="Happy clients" />);
    act(() => jest.advanceTimersByTime(2500));
    const text = shownValue();
    expect(text).toMatch(/^\d+$/);
    expect(Number(text)).toBeGreaterThan(0);
    expect(Number(text)).toBeLessThan(120);
  });

  it('is not finished just before 5 s and shows value+ at 5 s', () => {
    renderUi(<Counter value={120} title="Happy clients" />);
    act(() => jest.advanceTimersByTime(4900));
    expect(shownValue()).not.toContain('+');
    act(() => jest.advanceTimersByTime(200));
    expect(shownValue()).toBe('120+');
  });

  it('honours a custom duration', () => {
    renderUi(<Counter value={7} title="Years" durationMs={1000} />);
    act(() => jest.advanceTimersByTime(1100));
    expect(shownValue()).toBe('7+');
  });

  it('gives screen readers the final value and title only', () => {
    renderUi(<Counter value={120} title="Happy clients" />);
    expect(screen.getByText('120+ Happy clients')).toBeInTheDocument();
    expect(screen.getByTestId('counter-value').parentElement).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('shows the final value at once with reduced motion', () => {
    const restore = mockReducedMotion();
    try {
      renderUi(<Counter value={120} title="Happy clients" />);
      expect(shownValue()).toBe('120+');
    } finally {
      restore();
    }
  });
});
