/** @jest-environment node */
import { combineReducers, createOperation, listReducer } from 'shared-data';
import { mutationReducer } from './mutation';

/** The counters, as their calls answer them: the whole list. */
type Counters = { data: string[] };
const counterChange = (verb: string) =>
  createOperation<{ id: string }, Counters>(`${verb}_COUNTERS`);
const creating = counterChange('CREATING');
const updating = counterChange('UPDATING');
const deleting = counterChange('DELETING');
const loading = createOperation<void, Counters>('RETRIVING_COUNTERS');
const refusal = (id: string) => ({ msg: 'no', status: 400, id });

describe('mutationReducer', () => {
  it('is busy while a change is on its way and counts each that went through', () => {
    const deletion = mutationReducer(deleting);
    let state = deletion(undefined, { type: '@@init' });
    expect(state).toEqual({ busy: false, done: 0 });
    state = deletion(state, deleting.start({ id: 'a' }));
    expect(state).toEqual({ busy: true, done: 0 });
    state = deletion(state, deleting.fail(refusal('DELETING_COUNTERS_FAIL')));
    expect(state).toEqual({ busy: false, done: 0 });
    state = deletion(deletion(state, deleting.start({ id: 'a' })), deleting.success({ data: [] }));
    expect(state).toEqual({ busy: false, done: 1 });
  });

  it("counts one form's operations together and no other's", () => {
    const saving = mutationReducer(creating, updating);
    let state = saving(undefined, { type: '@@init' });
    state = saving(state, creating.start({ id: 'a' }));
    state = saving(state, creating.success({ data: ['a'] }));
    state = saving(state, updating.start({ id: 'a' }));
    expect(state).toEqual({ busy: true, done: 1 });
    state = saving(state, updating.success({ data: ['a'] }));
    expect(state).toEqual({ busy: false, done: 2 });
    expect(saving(state, deleting.start({ id: 'a' }))).toBe(state);
  });
});

describe('a slice combined from them', () => {
  const reducer = combineReducers({
    list: listReducer(loading, (answer: Counters) => answer.data, { replacedBy: [creating] }),
    creating: mutationReducer(creating),
    deleting: mutationReducer(deleting),
  });
  const initial = reducer(undefined, { type: '@@init' });

  it('answers the same state for an action that is not its own', () => {
    expect(reducer(initial, { type: 'something/else' })).toBe(initial);
  });

  it('changes only the parts an action is about', () => {
    const saved = reducer(initial, creating.success({ data: ['a'] }));
    expect(saved.list.items).toEqual(['a']);
    expect(saved.creating.done).toBe(1);
    expect(saved.deleting).toBe(initial.deleting);
  });
});
