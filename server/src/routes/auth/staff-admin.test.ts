import { MESSAGES, type StaffMember } from 'shared-data/contract';
import { LAST_ADMIN } from '../../services/account-rules';
import {
  accountTestSetup,
  imagePart as image,
  register,
  signIn,
  staffRow,
  text,
} from '../../testing/account-calls';
import { bearer, injectForm, waitForMail } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('staff administration on %s', (kind) => {
  const setup = accountTestSetup(kind);

  const updateStaff = (token: string, email: string, payload: Record<string, unknown>) =>
    setup.api.app.inject({
      method: 'PUT',
      url: `/api/auth/staff/${encodeURIComponent(email)}`,
      payload,
      headers: bearer(token),
    });
  const deleteStaff = (token: string, email: string) =>
    setup.api.app.inject({
      method: 'POST',
      url: '/api/auth/delete/staff',
      payload: { email },
      headers: bearer(token),
    });

  describe('staff administration', () => {
    it('lets an admin add an ACTIVE member, who is mailed a code to set a password', async () => {
      const admin = await setup.api.account({ isAdmin: true });
      const res = await injectForm(setup.api.app, {
        method: 'POST',
        url: '/api/auth/add/staff',
        token: admin.token,
        parts: [
          text('email', 'wanjiku@example.com'),
          text('fullname', 'Wanjiku Mwangi'),
          text('role', 'Animal Health Assistant'),
          image('avatar', setup.photo),
        ],
      });
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.staffAdded }]);
      expect(await staffRow(setup.api, 'wanjiku@example.com')).toMatchObject({
        status: 'ACTIVE',
        role: 'Animal Health Assistant',
        password_hash: null,
        is_admin: 0,
      });
      const mail = await waitForMail(
        setup.api.database.dataDir,
        'wanjiku@example.com',
        /staff account/,
      );
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      const reset = await setup.api.app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload: { email: 'wanjiku@example.com', otp_code: code, password: 'her own password' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(setup.api, 'wanjiku@example.com', 'her own password')).statusCode).toBe(
        200,
      );
    });

    it('lets an admin activate a PENDING account, which is mailed', async () => {
      const admin = await setup.api.account({ isAdmin: true });
      await register(setup.api, [
        text('email', 'kamau@example.com'),
        text('fullname', 'Kamau Njoroge'),
        text('password', 'a long enough password'),
      ]);
      const res = await updateStaff(admin.token, 'kamau@example.com', {
        status: 'ACTIVE',
        isDoctor: true,
        role: 'Veterinary Surgeon',
      });
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.userUpdated }]);
      expect(
        (await signIn(setup.api, 'kamau@example.com', 'a long enough password')).statusCode,
      ).toBe(200);
      await waitForMail(setup.api.database.dataDir, 'kamau@example.com', /is active/);
      const doctors = (await setup.api.app.inject({ url: '/api/auth/doctors' })).json<
        { fullname: string }[]
      >();
      expect(doctors.map((d) => d.fullname)).toContain('Kamau Njoroge');
    });

    it('suspending ends the member’s sessions and access at once', async () => {
      const admin = await setup.api.account({ isAdmin: true });
      const member = await setup.api.account();
      const signedIn = await signIn(setup.api, member.email);
      const refresh = signedIn.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
      expect(
        (await updateStaff(admin.token, member.email, { status: 'SUSPENDED' })).statusCode,
      ).toBe(200);
      const me = await setup.api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(member.token),
      });
      expect(me.statusCode).toBe(403);
      const refreshed = await setup.api.app.inject({
        url: '/api/auth/refresh-token',
        cookies: { refresh_token: refresh },
      });
      expect(refreshed.statusCode).toBe(401);
    });

    it('never demotes, suspends or deletes the last active admin', async () => {
      const admin = await setup.api.account({ isAdmin: true });
      for (const change of [{ isAdmin: false }, { status: 'SUSPENDED' }, { status: 'PENDING' }]) {
        const res = await updateStaff(admin.token, admin.email, change);
        expect([res.statusCode, res.json()]).toEqual([409, { status: 409, msg: LAST_ADMIN }]);
      }
      const res = await deleteStaff(admin.token, admin.email);
      expect(res.statusCode).toBe(409);
      expect(await staffRow(setup.api, admin.email)).toMatchObject({
        is_admin: 1,
        status: 'ACTIVE',
      });

      // With a second admin, the first may step down.
      const second = await setup.api.account({ isAdmin: true });
      expect((await updateStaff(second.token, admin.email, { isAdmin: false })).statusCode).toBe(
        200,
      );
      expect((await deleteStaff(second.token, second.email)).statusCode).toBe(409);
    });

    it('deletes an account, its sessions and its images', async () => {
      const admin = await setup.api.account({ isAdmin: true });
      const member = await setup.api.account();
      const signedIn = await signIn(setup.api, member.email);
      expect(signedIn.statusCode).toBe(200);
      const res = await deleteStaff(admin.token, member.email);
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.userDeleted }]);
      expect(await staffRow(setup.api, member.email)).toBeUndefined();
      const tokens = await setup.api.database.db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('staff_id', '=', member.id)
        .execute();
      expect(tokens).toEqual([]);
      const me = await setup.api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(member.token),
      });
      expect(me.statusCode).toBe(401);
      expect((await deleteStaff(admin.token, member.email)).statusCode).toBe(404);
    });

    it('refuses all three to staff who are not admins, changing nothing', async () => {
      const staff = await setup.api.account();
      const other = await setup.api.account();
      const add = await injectForm(setup.api.app, {
        method: 'POST',
        url: '/api/auth/add/staff',
        token: staff.token,
        parts: [text('email', 'x@example.com'), text('fullname', 'X'), text('role', 'Y')],
      });
      const update = await updateStaff(staff.token, staff.email, { isAdmin: true });
      const remove = await deleteStaff(staff.token, other.email);
      for (const res of [add, update, remove]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toMatch(/administrator/);
      }
      expect(await staffRow(setup.api, 'x@example.com')).toBeUndefined();
      expect(await staffRow(setup.api, staff.email)).toMatchObject({ is_admin: 0 });
      expect(await staffRow(setup.api, other.email)).toBeDefined();
    });
  });

  it('lists PENDING accounts first, with emails, to an admin only', async () => {
    const admin = await setup.api.account({ isAdmin: true });
    await register(setup.api, [
      text('email', 'waiting@example.com'),
      text('fullname', 'Waiting Person'),
      text('password', 'a long enough password'),
    ]);
    const asAdmin = (
      await setup.api.app.inject({ url: '/api/auth/staff/', headers: bearer(admin.token) })
    ).json<StaffMember[]>();
    expect(asAdmin[0]).toMatchObject({ email: 'waiting@example.com', status: 'PENDING' });
    const anonymous = (await setup.api.app.inject({ url: '/api/auth/staff/' })).json<
      StaffMember[]
    >();
    expect(anonymous.some((s) => s.status === 'PENDING' || 'email' in s)).toBe(false);
  });
});
