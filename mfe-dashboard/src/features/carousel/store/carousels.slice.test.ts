import { testSlide } from '../../../app/testing/test-slides';
import {
  carouselsReducer,
  creatingCarousel,
  deletingCarousel,
  retrievingCarousel,
} from './carousels.slice';

describe('the carousels slice', () => {
  const initial = carouselsReducer(undefined, { type: '@@init' });
  const image = new File(['PNG'], 'a.png', { type: 'image/png' });

  it('keeps the loaded list in index order', () => {
    const state = carouselsReducer(
      initial,
      retrievingCarousel.success([testSlide(3), testSlide(1)]),
    );
    expect(state.list.items.map((item) => item.index)).toEqual([1, 3]);
    expect(state.list.status).toBe('loaded');
  });

  it('replaces the list with the one a change answers, and counts the change as done', () => {
    const loaded = carouselsReducer(initial, retrievingCarousel.success([testSlide(1)]));
    const busy = carouselsReducer(loaded, creatingCarousel.start({ image, index: 0 }));
    expect(busy.creating).toEqual({ busy: true, done: 0 });
    const saved = carouselsReducer(busy, creatingCarousel.success([testSlide(1), testSlide(0)]));
    expect(saved.creating).toEqual({ busy: false, done: 1 });
    expect(saved.list.items.map((item) => item.index)).toEqual([0, 1]);
    const deleted = carouselsReducer(saved, deletingCarousel.success([testSlide(1)]));
    expect(deleted.list.items).toEqual([testSlide(1)]);
    expect(deleted.deleting.done).toBe(1);
  });

  it('keeps the list and the form when a change fails', () => {
    const loaded = carouselsReducer(initial, retrievingCarousel.success([testSlide(1)]));
    const busy = carouselsReducer(loaded, creatingCarousel.start({ image, index: 1 }));
    const failed = carouselsReducer(
      busy,
      creatingCarousel.fail({ msg: 'taken', status: 409, id: 'CREATING_CAROUSEL_FAIL' }),
    );
    expect(failed.list).toBe(loaded.list);
    expect(failed.creating).toEqual({ busy: false, done: 0 });
  });

  it('answers the same state for an action that is not its own', () => {
    expect(carouselsReducer(initial, { type: 'something/else' })).toBe(initial);
  });
});
