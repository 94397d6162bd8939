import { listSaga } from 'shared-data';
import { retrieveBlogs } from '../store/blogs.slice';

/** Loads the whole list (GET blog/); a newer request supersedes an older one. */
export const blogsSaga = listSaga(retrieveBlogs, 'blogs');
