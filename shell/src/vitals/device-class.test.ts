import { PHONE_SHORT_SIDE, deviceClass, deviceSignals } from './device-class';

describe('the device class of a page view', () => {
  it.each([
    ['a phone that says so', { mobile: true }, 'phone'],
    [
      'a phone that says so, whatever its screen',
      { mobile: true, coarsePointer: false, shortSide: 800 },
      'phone',
    ],
    [
      'a phone in Safari: a finger on a 390 px screen',
      { coarsePointer: true, shortSide: 390 },
      'phone',
    ],
    [
      'a phone asking for the desktop site',
      { mobile: false, coarsePointer: true, shortSide: 412 },
      'phone',
    ],
    [
      'a tablet: a finger on an 810 px screen',
      { mobile: false, coarsePointer: true, shortSide: 810 },
      'desktop',
    ],
    ['a tablet at the line', { coarsePointer: true, shortSide: PHONE_SHORT_SIDE }, 'desktop'],
    [
      'a computer with a mouse',
      { mobile: false, coarsePointer: false, shortSide: 1080 },
      'desktop',
    ],
    ['a touch laptop used with its trackpad', { coarsePointer: false, shortSide: 900 }, 'desktop'],
    ['a browser that only says it is not a phone', { mobile: false }, 'desktop'],
    ['a browser that says nothing', {}, undefined],
    ['a browser that only gives its screen', { shortSide: 390 }, undefined],
  ] as const)('%s: %s', (_label, signals, expected) => {
    expect(deviceClass(signals)).toBe(expected);
  });

  describe('read from the browser', () => {
    const original = { matchMedia: window.matchMedia };
    afterEach(() => {
      window.matchMedia = original.matchMedia;
      jest.restoreAllMocks();
    });
    const media = (matching: string[]) => {
      window.matchMedia = (query: string) =>
        ({
          matches: matching.includes(query),
          media: query,
        }) as MediaQueryList;
    };

    it('gives the pointer and the shorter side of the screen', () => {
      media(['(pointer: coarse)']);
      jest.spyOn(screen, 'width', 'get').mockReturnValue(390);
      jest.spyOn(screen, 'height', 'get').mockReturnValue(844);
      expect(deviceSignals()).toEqual({ coarsePointer: true, shortSide: 390 });
      media(['(pointer: fine)']);
      expect(deviceSignals()).toEqual({ coarsePointer: false, shortSide: 390 });
    });

    it('gives no pointer when the browser knows neither, and no screen of no size', () => {
      media([]);
      jest.spyOn(screen, 'width', 'get').mockReturnValue(0);
      expect(deviceSignals()).toEqual({});
    });

    it('takes the browser’s own word where it gives one', () => {
      media(['(pointer: fine)']);
      Object.defineProperty(navigator, 'userAgentData', {
        value: { mobile: true },
        configurable: true,
      });
      try {
        expect(deviceSignals()).toMatchObject({ mobile: true });
        expect(deviceClass(deviceSignals())).toBe('phone');
      } finally {
        delete (navigator as { userAgentData?: unknown }).userAgentData;
      }
    });
  });
});
