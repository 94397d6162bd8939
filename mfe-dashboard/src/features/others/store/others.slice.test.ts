import type { Counter } from 'shared-data';
import {
  creatingCounter,
  creatingPromise,
  othersReducer,
  retrievingCounters,
  updatingCounter,
} from './others.slice';

const counter = (id: string, content: number): Counter => ({ id, title: `Counter ${id}`, content });

describe('the others slice', () => {
  const initial = othersReducer(undefined, { type: '@@init' });

  it('takes the lists out of { data }', () => {
    const state = othersReducer(initial, retrievingCounters.success({ data: [counter('a', 1)] }));
    expect(state.counters).toEqual({
      isLoading: false,
      status: 'loaded',
      items: [counter('a', 1)],
    });
    expect(state.promises).toBe(initial.promises);
  });

  it('counts creates and updates of counters in one form state, and shows the list they answer', () => {
    let state = othersReducer(initial, creatingCounter.start({ title: 'a', content: 1 }));
    expect(state.savingCounter).toEqual({ busy: true, done: 0 });
    state = othersReducer(state, creatingCounter.success({ data: [counter('a', 1)] }));
    state = othersReducer(state, updatingCounter.start({ id: 'a', title: 'a', content: 2 }));
    state = othersReducer(state, updatingCounter.success({ data: [counter('a', 2)] }));
    expect(state.savingCounter).toEqual({ busy: false, done: 2 });
    expect(state.counters.items).toEqual([counter('a', 2)]);
    expect(state.savingPromise).toBe(initial.savingPromise);
  });

  it('keeps the lists when a save fails', () => {
    const busy = othersReducer(
      initial,
      creatingPromise.start({ title: 't', content: '', image: null }),
    );
    const failed = othersReducer(
      busy,
      creatingPromise.fail({ msg: 'no', status: 400, id: 'CREATING_PROMISE_FAIL' }),
    );
    expect(failed.savingPromise).toEqual({ busy: false, done: 0 });
    expect(failed.promises).toBe(initial.promises);
    expect(othersReducer(failed, { type: 'other' })).toBe(failed);
  });
});
