/** @jest-environment node */
import { configureClient, type TimeOff, type UnknownAction } from 'shared-data';
import { BOOKING_MESSAGES } from 'shared-data/contract/booking';
import { ended, runSagaUntil } from 'shared-data/testing/saga-runner';
import { setupTestApi } from 'shared-data/testing/test-api';
import { addingTimeOff, retrievingTimeOff, type SettingsState } from '../store/settings.slice';
import { appointmentSettingsSaga } from './appointment-settings.saga';

const ABSENCE: TimeOff = {
  id: 't1',
  doctor_id: 'd2',
  doctor_name: 'Dr Otieno Ouma',
  start: '2026-12-07T08:00:00+03:00',
  end: '2026-12-07T17:00:00+03:00',
  reason: 'Conference',
};

describe('the appointment settings saga', () => {
  const api = setupTestApi();
  beforeAll(() => configureClient({ apiBase: api.base, getAccessToken: () => 'staff-token' }));

  /** The state select() sees: the time off of `whose` on show. */
  const showing = (whose: string) => () => ({
    dashboardAppointmentSettings: { whose } as Partial<SettingsState>,
  });

  it("loads the time off of the doctor asked for, and one's own without a query", async () => {
    api.answer = () => ({ status: 200, body: [ABSENCE] });
    await runSagaUntil(
      appointmentSettingsSaga,
      retrievingTimeOff.start({ doctor: 'd2' }),
      ended(retrievingTimeOff),
    );
    await runSagaUntil(
      appointmentSettingsSaga,
      retrievingTimeOff.start({}),
      ended(retrievingTimeOff),
    );
    expect(api.requests.map((request) => request.path)).toEqual([
      'appointments/staff/time-off?doctor=d2',
      'appointments/staff/time-off',
    ]);
  });

  it('adds time off with its toast, then reads again the list on show, of the same doctor', async () => {
    api.answer = (request) =>
      request.method === 'POST' ? { status: 201, body: ABSENCE } : { status: 200, body: [ABSENCE] };
    const body = { doctor_id: 'd2', start: ABSENCE.start, end: ABSENCE.end, reason: 'Conference' };
    const put = await runSagaUntil(
      appointmentSettingsSaga,
      addingTimeOff.start(body),
      ended(retrievingTimeOff),
      { getState: showing('d2') },
    );
    expect(put).toEqual([
      addingTimeOff.success(ABSENCE, BOOKING_MESSAGES.timeOffSaved),
      retrievingTimeOff.success([ABSENCE]),
    ]);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST appointments/staff/time-off',
      'GET appointments/staff/time-off?doctor=d2',
    ]);
    expect(JSON.parse(String(api.requests[0]?.body))).toEqual(body);
  });

  it('reads nothing again when adding fails, and says why', async () => {
    api.answer = () => ({ status: 409, body: { status: 409, msg: 'Overlaps a booking' } });
    const put: UnknownAction[] = await runSagaUntil(
      appointmentSettingsSaga,
      addingTimeOff.start({ start: ABSENCE.start, end: ABSENCE.end }),
      ended(addingTimeOff),
      { getState: showing(''), settleMs: 50 },
    );
    expect(put).toHaveLength(1);
    expect(put[0]?.type).toBe(addingTimeOff.failType);
    expect(JSON.stringify(put[0])).toContain('Overlaps a booking');
    expect(api.requests).toHaveLength(1);
  });
});
