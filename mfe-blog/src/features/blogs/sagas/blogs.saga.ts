import { call, callOperation, takeLatest, type SagaIterator } from 'shared-data';
import { retrieveBlogs } from '../store/blogs.slice';

function* loadBlogs(): SagaIterator {
  yield call(callOperation, retrieveBlogs, 'blogs');
}

/** Loads the whole list (SPEC §7.2 GET blog/); a newer request supersedes an older one. */
export function* blogsSaga(): SagaIterator {
  yield takeLatest(retrieveBlogs.startType, loadBlogs);
}
