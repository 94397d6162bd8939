/** @jest-environment node */
import { createOperation } from '../operations/operation';
import { listReducer } from './list-resource';

type Answer = { data: string[] };
const loading = createOperation<void, Answer>('RETRIVING_COUNTERS');
const creating = createOperation<{ title: string }, Answer>('CREATING_COUNTERS');
const updating = createOperation<{ id: string }, Answer>('UPDATING_COUNTERS');
const deleting = createOperation<{ id: string }, Answer>('DELETING_COUNTERS');
const fail = (id: string) => ({ msg: 'no', status: 400, id });

describe('listReducer', () => {
  const list = listReducer(loading, (answer: Answer) => answer.data, {
    replacedBy: [creating, updating],
  });
  const initial = list(undefined, { type: '@@init' });

  it('loads, keeps what is shown through a refresh, and keeps it when the refresh fails', () => {
    const asked = list(initial, loading.start());
    expect(asked).toEqual({ isLoading: true, status: 'loading', items: [] });
    const loaded = list(asked, loading.success({ data: ['a'] }));
    expect(loaded).toEqual({ isLoading: false, status: 'loaded', items: ['a'] });
    const failed = list(
      list(loaded, loading.start()),
      loading.fail(fail('RETRIVING_COUNTERS_FAIL')),
    );
    expect(failed).toEqual({ isLoading: false, status: 'loaded', items: ['a'] });
    expect(list(initial, loading.fail(fail('RETRIVING_COUNTERS_FAIL'))).status).toBe('failed');
  });

  it('shows the list a change answers, leaving a load on its way loading', () => {
    const saved = list(initial, creating.success({ data: ['a'] }));
    expect(saved).toEqual({ isLoading: false, status: 'loaded', items: ['a'] });
    const refreshing = list(saved, loading.start());
    const updated = list(refreshing, updating.success({ data: ['b'] }));
    expect(updated).toEqual({ isLoading: true, status: 'loaded', items: ['b'] });
  });

  it('ignores changes it was not given, and failed changes', () => {
    const loaded = list(initial, loading.success({ data: ['a'] }));
    expect(list(loaded, deleting.success({ data: [] }))).toBe(loaded);
    expect(list(loaded, creating.fail(fail('CREATING_COUNTERS_FAIL')))).toBe(loaded);
    expect(list(loaded, creating.start({ title: 'b' }))).toBe(loaded);
  });
});
