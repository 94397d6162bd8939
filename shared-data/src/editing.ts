// 'shared-data/editing': what only the pages that change data use (the staff dashboard): the
// state of a change (busy, successes), the saga that answers a change's start, upload
// progress, and the dashboard's section URLs. Not a federation shared module: the shared
// 'shared-data' is loaded whole by every page, the home page included, and none of this is
// needed there. It holds no state of its own, and its files import what they build on from
// 'shared-data' (the shared instance), never relatively: a relative import would bundle a
// second client, store kit or saga library into the app.
export * from './store/mutation';
export * from './saga/operation-worker';
export * from './uploads/uploads.slice';
export { DASHBOARD_ROUTES } from './config/dashboard-routes';
