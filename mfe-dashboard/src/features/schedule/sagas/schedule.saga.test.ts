/** @jest-environment node */
import { configureClient, type StaffAppointment, type UnknownAction } from 'shared-data';
import { runSagaUntil } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import {
  changesReceived,
  liveChecked,
  retrievingAppointments,
  type ScheduleState,
} from '../store/schedule.slice';
import { pollChanges } from './schedule.saga';

const RANGE = { from: '2026-12-07', to: '2026-12-07' };

/** The state select() sees: a schedule showing RANGE. */
const showing =
  (range: ScheduleState['range'] = RANGE) =>
  () => ({
    dashboardAppointments: { range, list: { status: 'loaded', isLoading: false, items: [] } },
  });

describe('pollChanges, the schedule following new bookings', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  const booked = { id: 'a1' } as StaffAppointment;

  it('reads the list again once it has its first cursor, so nothing booked between is lost', async () => {
    api.answer = (request) =>
      request.path.startsWith('appointments/staff/changes')
        ? { status: 200, body: { cursor: '7', appointments: [] } }
        : { status: 200, body: [booked] };
    const put = await runSagaUntil(
      pollChanges,
      [],
      (action: UnknownAction) => action.type === liveChecked.type,
      { getState: showing() },
    );
    expect(api.requests.map((request) => request.path)).toEqual([
      'appointments/staff/changes',
      'appointments/staff?from=2026-12-07&to=2026-12-07',
    ]);
    // The list is in place before the schedule says it follows changes.
    expect(put).toEqual([retrievingAppointments.success([booked]), liveChecked(true)]);
  });

  it('says the server cannot be reached, and asks for no list, when the first look fails', async () => {
    api.answer = () => ({ status: 503, body: { status: 503, msg: 'Unavailable' } });
    const put = await runSagaUntil(
      pollChanges,
      [],
      (action: UnknownAction) => action.type === liveChecked.type,
      { getState: showing() },
    );
    expect(put).toEqual([liveChecked(false)]);
    expect(api.requests).toHaveLength(1);
  });

  it('keeps a list read for another range out when the range changed meanwhile', async () => {
    let range: ScheduleState['range'] = RANGE;
    api.answer = (request) => {
      if (request.path.startsWith('appointments/staff/changes'))
        return { status: 200, body: { cursor: '7', appointments: [] } };
      range = { from: '2026-12-08', to: '2026-12-08' };
      return { status: 200, body: [booked] };
    };
    const put = await runSagaUntil(
      pollChanges,
      [],
      (action: UnknownAction) => action.type === liveChecked.type,
      { getState: () => showing(range)() },
    );
    expect(put).toEqual([liveChecked(true)]);
    expect(put.map((action) => action.type)).not.toContain(changesReceived.type);
  });
});
