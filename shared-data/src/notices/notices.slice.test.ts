/** @jest-environment node */
import { createOperation } from '../operations/operation';
import { noticesReducer, errorNoticed } from './notices.slice';

const signIn = createOperation<{ email: string }>('SIGNING_IN');
const createBlog = createOperation('CREATING_BLOG');

describe('the notices slice', () => {
  it('keeps the contract ids in the action types', () => {
    expect(signIn.fail({ msg: 'x', status: 403, id: signIn.failType }).type).toBe(
      'SIGNING_IN_FAIL',
    );
    expect(createBlog.successType).toBe('CREATING_BLOG_SUCCESS');
  });

  it("stores a failure's notice as the error", () => {
    const notice = { msg: 'Wrong password', status: 401, id: 'SIGNING_IN_FAIL' };
    expect(noticesReducer(undefined, signIn.fail(notice))).toEqual({
      error: notice,
      success: null,
    });
  });

  it('keeps the notice already shown when a failure is quiet (the session ended)', () => {
    const ended = { msg: 'Your session has ended, please sign in again', status: 401, id: 'X' };
    const before = noticesReducer(undefined, errorNoticed(ended));
    const refused = { msg: 'Sign in again', status: 401, id: 'CREATING_BLOG_FAIL' };
    expect(noticesReducer(before, createBlog.fail(refused, true))).toEqual(before);
  });

  it('stores a success notice only when the success carries a message', () => {
    expect(noticesReducer(undefined, createBlog.success({})).success).toBeNull();
    expect(
      noticesReducer(undefined, createBlog.success({}, 'Blog saved successfully')).success,
    ).toEqual({
      msg: 'Blog saved successfully',
      status: 200,
      id: 'CREATING_BLOG_SUCCESS',
    });
  });

  it('clears both notices when a new operation starts', () => {
    let state = noticesReducer(undefined, errorNoticed({ msg: 'old', status: 500, id: 'X_FAIL' }));
    state = noticesReducer(state, createBlog.success({}, 'Blog saved successfully'));
    expect(state.error).not.toBeNull();
    state = noticesReducer(state, signIn.start({ email: 'a@b.co' }));
    expect(state).toEqual({ error: null, success: null });
  });
});
