import type { AuditEntry, Page } from 'shared-data/contract';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { eveningTimes, uniquePhone } from '../../testing/booking-times';
import { testDatabaseKinds } from '../../testing/database';

// The desk's changes to appointments in the activity log (docs/behaviour.md#activity-log): who
// booked by phone, marked, moved or cancelled which booking, written with the change itself.
describe.each(testDatabaseKinds())('appointments in the activity log on %s', (kind) => {
  let api: TestApi;
  let admin: { token: string };
  let doctor: { id: string; token: string };
  const evening = eveningTimes(4);
  beforeEach(async () => {
    api = await createTestApi(kind);
    admin = await api.account({ isAdmin: true, fullname: 'Amina Admin' });
    doctor = await api.account({ isDoctor: true, fullname: 'Daniel Doctor' });
  });
  afterEach(() => api.close());

  const asDoctor = (method: 'POST' | 'PUT', url: string, payload: object) =>
    api.app.inject({ method, url: `/api/${url}`, payload, headers: bearer(doctor.token) });
  const entries = async () => {
    const res = await api.app.inject({
      url: '/api/audit?kind=appointment&per_page=50',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Page<AuditEntry>>().items;
  };
  const phoned = async (start = evening()) => {
    const res = await asDoctor('POST', 'appointments/staff', {
      fullname: 'Peter Client',
      pet_name: 'Simba',
      species: 'Dog',
      type: 'vaccination',
      start,
      doctor_id: doctor.id,
      phonenumber: uniquePhone(),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it('records a phone booking, its status, a move and a cancellation, by whom and of which booking', async () => {
    const id = await phoned();
    expect(
      (await asDoctor('PUT', `appointments/staff/${id}/status`, { status: 'arrived' })).statusCode,
    ).toBe(200);
    const later = evening();
    expect(
      (await asDoctor('PUT', `appointments/staff/${id}/move`, { start: later })).statusCode,
    ).toBe(200);
    expect(
      (await asDoctor('PUT', `appointments/staff/${id}/cancel`, { message: 'Owner travelling' }))
        .statusCode,
    ).toBe(200);

    const log = await entries();
    expect(log.map((entry) => entry.kind)).toEqual([
      'appointment.cancel',
      'appointment.move',
      'appointment.status',
      'appointment.create',
    ]);
    for (const entry of log) {
      expect(entry.actor).toEqual({ kind: 'staff', id: doctor.id, name: 'Daniel Doctor' });
      expect(entry.subject).toEqual({ type: 'booking', id });
    }
    const [cancelled, moved, marked, created] = log;
    expect(created?.summary).toMatch(/^Booked Simba by phone for \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(created?.after).toMatchObject({ type: expect.any(String), doctor: 'Daniel Doctor' });
    expect(marked?.before).toEqual({ status: 'booked' });
    expect(marked?.after).toEqual({ status: 'arrived' });
    expect(Date.parse(String(moved?.after?.start))).toBe(Date.parse(later));
    expect(moved?.before?.start).toBe(created?.after?.start);
    expect(cancelled?.after).toEqual({ status: 'cancelled' });
    // The client's message and contact details stay in the mail and the booking, not the log.
    expect(JSON.stringify(log)).not.toContain('Owner travelling');
    expect(JSON.stringify(log)).not.toContain('Peter Client');
    expect(JSON.stringify(log)).not.toMatch(/07\d{8}|\+2547/);
  });

  it('writes no entry for a change that does not happen', async () => {
    const start = evening();
    await phoned(start);
    // The same time again: taken, so refused, and nothing is logged for it.
    const refused = await asDoctor('POST', 'appointments/staff', {
      fullname: 'Other Client',
      pet_name: 'Tom',
      species: 'Cat',
      type: 'vaccination',
      start,
      doctor_id: doctor.id,
      phonenumber: uniquePhone(),
    });
    expect(refused.statusCode).toBe(409);
    expect((await entries()).map((entry) => entry.kind)).toEqual(['appointment.create']);
  });
});
