// The dashboard's paged lists (docs/behaviour.md#paged-list-calls): the state of one page, its
// saga and its query. Only the dashboard pages its lists, so this lives here rather than in the
// shared singleton every page loads.
import {
  call,
  callOperation,
  initialListState,
  takeLatest,
  type CallName,
  type CallResponse,
  type ListState,
  type Operation,
  type Page,
  type Reducer,
  type SagaIterator,
  type UnknownAction,
} from 'shared-data';

/**
 * What a paged list is asked for (docs/behaviour.md#paged-list-calls): a page number, search
 * text and a filter, each left out when not chosen. The dashboard keeps it in the URL.
 */
export interface PageRequest {
  page?: number;
  q?: string;
  status?: string;
}

/** A paged list on screen: the list state of its current page, its count, and what was asked. */
export interface PageState<T> extends ListState<T> {
  total: number;
  page: number;
  per_page: number;
  /** The request of the last start: what a change loads again. */
  request: PageRequest;
  /** The request whose page is on show (the last success's): what the rows answer. */
  answered: PageRequest;
}

/**
 * The state of one paged list, like listReducer's: a start keeps the page on show (so nothing
 * jumps while the next one comes) and remembers what it asked; a success replaces rows and
 * count; a failure keeps a page already shown.
 */
export function pageReducer<T>(operation: Operation<PageRequest, Page<T>>): Reducer<PageState<T>> {
  const initial: PageState<T> = {
    ...initialListState,
    items: [],
    total: 0,
    page: 1,
    per_page: 0,
    request: {},
    answered: {},
  };
  return (state = initial, action: UnknownAction) => {
    if (action.type === operation.startType)
      return {
        ...state,
        isLoading: true,
        status: state.status === 'loaded' ? 'loaded' : 'loading',
        request: (action.payload as PageRequest | undefined) ?? {},
      };
    if (action.type === operation.successType) {
      const page = action.payload as Page<T>;
      // takeLatest: a success answers the last start.
      return { ...state, isLoading: false, status: 'loaded', ...page, answered: state.request };
    }
    if (action.type === operation.failType)
      return {
        ...state,
        isLoading: false,
        status: state.status === 'loaded' ? 'loaded' : 'failed',
      };
    return state;
  };
}

/** The query string of a request: only what was chosen. */
export function pageQuery(request: PageRequest): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (request.page && request.page > 1) query.page = request.page;
  if (request.q?.trim()) query.q = request.q.trim();
  if (request.status) query.status = request.status;
  return query;
}

/**
 * Loads one page: the call with the request as its query. Also what a saga runs to show the
 * page again after a change, without a start.
 */
export function pageLoader<N extends CallName>(
  operation: Operation<PageRequest, CallResponse<N>>,
  name: N,
) {
  return function* load(request: PageRequest): SagaIterator {
    yield call(callOperation, operation, name, { query: pageQuery(request) });
  };
}

/** The saga of one paged list: each start asks for its page (a newer start cancels an older one). */
export function pageSaga<N extends CallName>(
  operation: Operation<PageRequest, CallResponse<N>>,
  name: N,
) {
  const load = pageLoader(operation, name);
  function* started(action: UnknownAction): SagaIterator {
    yield call(load, (action.payload as PageRequest | undefined) ?? {});
  }
  return function* watch(): SagaIterator {
    yield takeLatest(operation.startType, started);
  };
}
