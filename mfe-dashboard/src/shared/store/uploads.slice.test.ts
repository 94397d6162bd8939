import { createOperation, uploadProgressed } from 'shared-data';
import { selectUploadProgress, uploadsReducer } from './uploads.slice';

describe('the uploads slice', () => {
  const op = createOperation<void, unknown>('CREATING_BLOG');
  const other = createOperation<void, unknown>('CREATING_PROMISE');

  it('holds each operation’s progress, kept between 0 and 1', () => {
    let state = uploadsReducer(undefined, uploadProgressed({ operation: op.name, fraction: 0.4 }));
    state = uploadsReducer(state, uploadProgressed({ operation: other.name, fraction: 7 }));
    expect(selectUploadProgress({ dashboardUploads: state }, op.name)).toBe(0.4);
    expect(selectUploadProgress({ dashboardUploads: state }, other.name)).toBe(1);
    expect(selectUploadProgress({ dashboardUploads: state }, 'NOTHING')).toBeNull();
  });

  it.each([
    ['start', op.start()],
    ['success', op.success(null)],
    ['failure', op.fail({ msg: 'x', status: 500, id: op.failId })],
  ])('forgets it at the operation’s %s, and only that operation’s', (_, action) => {
    let state = uploadsReducer(undefined, uploadProgressed({ operation: op.name, fraction: 0.5 }));
    state = uploadsReducer(state, uploadProgressed({ operation: other.name, fraction: 0.2 }));
    state = uploadsReducer(state, action);
    expect(state).toEqual({ [other.name]: 0.2 });
  });
});
