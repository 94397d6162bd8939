import {
  combineReducers,
  createAction,
  createOperation,
  listReducer,
  type CallResponse,
  type ListState,
  type Reducer,
  type UnknownAction,
} from 'shared-data';
import type { VitalsRouteSummary } from 'shared-data/contract';

/** GET vitals/summary: each public route's p75s over 7 and 28 days, and day by day. */
export const loadingSiteSpeed = createOperation<void, CallResponse<'vitalsSummary'>>(
  'LOADING_SITE_SPEED',
);

/**
 * The section's own refresh while it is open: loaded again without a start (which would clear
 * the toasts on show) and without a toast when it fails (the figures on show stay).
 */
export const siteSpeedRefreshed = createAction('dashboard/SITE_SPEED_REFRESHED');

export interface SiteSpeedPeriod {
  /** The last day of the windows (the clinic's today). */
  today: string;
  /** The share of visits that report, 0 to 1. */
  sampleRate: number;
}

export interface SiteSpeedState {
  routes: ListState<VitalsRouteSummary>;
  period: SiteSpeedPeriod | null;
}

function period(state: SiteSpeedPeriod | null = null, action: UnknownAction) {
  if (action.type !== loadingSiteSpeed.successType) return state;
  const summary = action.payload as CallResponse<'vitalsSummary'>;
  return { today: summary.today, sampleRate: summary.sample_rate };
}

// Key 'dashboardSiteSpeed' in the store.
export const siteSpeedReducer: Reducer<SiteSpeedState> = combineReducers({
  routes: listReducer(loadingSiteSpeed, (summary) => summary.routes),
  period,
});

export const selectSiteSpeed = (state: { dashboardSiteSpeed: SiteSpeedState }) =>
  state.dashboardSiteSpeed;
