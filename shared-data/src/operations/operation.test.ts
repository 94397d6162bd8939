import { noticesReducer } from '../notices/notices.slice';
import { createOperation } from './operation';

describe('createOperation', () => {
  it("keeps the contract's ids as action types and notice ids", () => {
    const op = createOperation<{ title: string }, string>('CREATING_BLOG');
    expect([op.startType, op.successType, op.failType]).toEqual([
      'CREATING_BLOG_START',
      'CREATING_BLOG_SUCCESS',
      'CREATING_BLOG_FAIL',
    ]);
    expect(op.success('ok', 'Blog saved successfully').meta.notice).toEqual({
      msg: 'Blog saved successfully',
      status: 200,
      id: 'CREATING_BLOG_SUCCESS',
    });
  });

  it('scopes the action types but not the notice ids', () => {
    const publicLoad = createOperation('RETRIVING_CAROUSEL');
    const dashboardLoad = createOperation('RETRIVING_CAROUSEL', { scope: 'dashboard' });
    expect(dashboardLoad.startType).toBe('dashboard/RETRIVING_CAROUSEL_START');
    expect(dashboardLoad.failType).toBe('dashboard/RETRIVING_CAROUSEL_FAIL');
    expect(dashboardLoad.failId).toBe('RETRIVING_CAROUSEL_FAIL');
    expect(dashboardLoad.successId).toBe('RETRIVING_CAROUSEL_SUCCESS');
    // Each answers only its own actions: one start does not run the other's saga or reducer.
    expect(dashboardLoad.match(publicLoad.start())).toBe(false);
    expect(publicLoad.match(dashboardLoad.start())).toBe(false);
    expect(dashboardLoad.match(dashboardLoad.start())).toBe(true);
  });

  it('still clears and sets notices when scoped', () => {
    const op = createOperation('RETRIVING_CAROUSEL', { scope: 'dashboard' });
    const notice = { msg: 'down', status: 503, id: op.failId };
    let state = noticesReducer(undefined, op.fail(notice));
    expect(state.error).toEqual(notice);
    state = noticesReducer(state, op.start());
    expect(state.error).toBeNull();
  });
});
