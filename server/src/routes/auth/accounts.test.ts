import { MESSAGES, calls, type StaffMember } from 'shared-data/contract';
import { EMAIL_TAKEN, LAST_ADMIN } from '../../services/account-rules';
import {
  TEST_PASSWORD,
  bearer,
  createTestApi,
  injectForm,
  jpeg,
  waitForMail,
  type FormPart,
  type TestApi,
} from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

const text = (name: string, value: string): FormPart => ({ name, value });

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let api: TestApi;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await jpeg(400, 300);
  });
  beforeEach(async () => {
    api = await createTestApi(kind);
  });
  afterEach(() => api.close());

  const image = (name: string): FormPart => ({
    name,
    value: photo,
    filename: 'me.jpg',
    contentType: 'image/jpeg',
  });
  const register = (parts: FormPart[]) =>
    injectForm(api.app, { method: 'POST', url: '/api/auth/register/staff', parts });
  const signIn = (email: string, password = TEST_PASSWORD) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/signin/staff',
      payload: { email, password },
    });
  const staffRow = (email: string) =>
    api.database.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  const updateStaff = (token: string, email: string, payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/auth/staff/${encodeURIComponent(email)}`,
      payload,
      headers: bearer(token),
    });
  const deleteStaff = (token: string, email: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/delete/staff',
      payload: { email },
      headers: bearer(token),
    });

  describe('registration', () => {
    it('creates a PENDING account, never an admin or a doctor, whatever the body says', async () => {
      const res = await register([
        text('email', ' New.Vet@Example.com '),
        text('fullname', 'Achieng Otieno'),
        text('password', 'a long enough password'),
        text('description', 'Small-animal surgeon'),
        text('isAdmin', 'true'),
        text('isDoctor', 'true'),
        text('status', 'ACTIVE'),
        image('avatar'),
      ]);
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.registered }]);
      const row = await staffRow('new.vet@example.com');
      expect(row).toMatchObject({
        status: 'PENDING',
        is_admin: 0,
        is_doctor: 0,
        description: 'Small-animal surgeon',
      });
      expect(row?.avatar_id).not.toBeNull();
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);

      const refused = await signIn('new.vet@example.com', 'a long enough password');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toMatch(/waiting for an administrator/);
    });

    it('refuses a second account with the same email, in any case', async () => {
      const staff = await api.account();
      const res = await register([
        text('email', staff.email.toUpperCase()),
        text('fullname', 'Someone Else'),
        text('password', 'a long enough password'),
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, msg: EMAIL_TAKEN });
    });

    it.each([
      ['a short password', 'password', 'seven77', /password must be at least 8/],
      ['a long password', 'password', 'x'.repeat(129), /password must be at most 128/],
      ['a bad email', 'email', 'not-an-email', /email must be a valid email/],
    ])('refuses %s', async (_label, field, value, msg) => {
      const fields: Record<string, string> = {
        email: 'someone@example.com',
        fullname: 'Some One',
        password: 'a long enough password',
        [field]: value,
      };
      const res = await register(Object.entries(fields).map(([k, v]) => text(k, v)));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(msg);
      expect(await staffRow('someone@example.com')).toBeUndefined();
    });
  });

  describe('staff administration', () => {
    it('lets an admin add an ACTIVE member, who is mailed a code to set a password', async () => {
      const admin = await api.account({ isAdmin: true });
      const res = await injectForm(api.app, {
        method: 'POST',
        url: '/api/auth/add/staff',
        token: admin.token,
        parts: [
          text('email', 'wanjiku@example.com'),
          text('fullname', 'Wanjiku Mwangi'),
          text('role', 'Animal Health Assistant'),
          image('avatar'),
        ],
      });
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.staffAdded }]);
      expect(await staffRow('wanjiku@example.com')).toMatchObject({
        status: 'ACTIVE',
        role: 'Animal Health Assistant',
        password_hash: null,
        is_admin: 0,
      });
      const mail = await waitForMail(api.database.dataDir, 'wanjiku@example.com', /staff account/);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      const reset = await api.app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload: { email: 'wanjiku@example.com', otp_code: code, password: 'her own password' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await signIn('wanjiku@example.com', 'her own password')).statusCode).toBe(200);
    });

    it('lets an admin activate a PENDING account, which is mailed', async () => {
      const admin = await api.account({ isAdmin: true });
      await register([
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
      expect((await signIn('kamau@example.com', 'a long enough password')).statusCode).toBe(200);
      await waitForMail(api.database.dataDir, 'kamau@example.com', /is active/);
      const doctors = (await api.app.inject({ url: '/api/auth/doctors' })).json<
        { fullname: string }[]
      >();
      expect(doctors.map((d) => d.fullname)).toContain('Kamau Njoroge');
    });

    it('suspending ends the member’s sessions and access at once', async () => {
      const admin = await api.account({ isAdmin: true });
      const member = await api.account();
      const signedIn = await signIn(member.email);
      const refresh = signedIn.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
      expect(
        (await updateStaff(admin.token, member.email, { status: 'SUSPENDED' })).statusCode,
      ).toBe(200);
      const me = await api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(member.token),
      });
      expect(me.statusCode).toBe(403);
      const refreshed = await api.app.inject({
        url: '/api/auth/refresh-token',
        cookies: { refresh_token: refresh },
      });
      expect(refreshed.statusCode).toBe(401);
    });

    it('never demotes, suspends or deletes the last active admin', async () => {
      const admin = await api.account({ isAdmin: true });
      for (const change of [{ isAdmin: false }, { status: 'SUSPENDED' }, { status: 'PENDING' }]) {
        const res = await updateStaff(admin.token, admin.email, change);
        expect([res.statusCode, res.json()]).toEqual([409, { status: 409, msg: LAST_ADMIN }]);
      }
      const res = await deleteStaff(admin.token, admin.email);
      expect(res.statusCode).toBe(409);
      expect(await staffRow(admin.email)).toMatchObject({ is_admin: 1, status: 'ACTIVE' });

      // With a second admin, the first may step down.
      const second = await api.account({ isAdmin: true });
      expect((await updateStaff(second.token, admin.email, { isAdmin: false })).statusCode).toBe(
        200,
      );
      expect((await deleteStaff(second.token, second.email)).statusCode).toBe(409);
    });

    it('deletes an account, its sessions and its images', async () => {
      const admin = await api.account({ isAdmin: true });
      const member = await api.account();
      const signedIn = await signIn(member.email);
      expect(signedIn.statusCode).toBe(200);
      const res = await deleteStaff(admin.token, member.email);
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.userDeleted }]);
      expect(await staffRow(member.email)).toBeUndefined();
      const tokens = await api.database.db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('staff_id', '=', member.id)
        .execute();
      expect(tokens).toEqual([]);
      const me = await api.app.inject({
        url: '/api/auth/staff/account',
        headers: bearer(member.token),
      });
      expect(me.statusCode).toBe(401);
      expect((await deleteStaff(admin.token, member.email)).statusCode).toBe(404);
    });

    it('refuses all three to staff who are not admins, changing nothing', async () => {
      const staff = await api.account();
      const other = await api.account();
      const add = await injectForm(api.app, {
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
      expect(await staffRow('x@example.com')).toBeUndefined();
      expect(await staffRow(staff.email)).toMatchObject({ is_admin: 0 });
      expect(await staffRow(other.email)).toBeDefined();
    });
  });

  describe('own account', () => {
    const updateAccount = (token: string, email: string, parts: FormPart[], query = '') =>
      injectForm(api.app, {
        method: 'PUT',
        url: `/api/auth/account/${encodeURIComponent(email)}${query}`,
        token,
        parts,
      });

    it('changes the details, photo and up to three images, nothing else', async () => {
      const staff = await api.account();
      const res = await updateAccount(
        staff.token,
        staff.email,
        [
          text('fullname', 'Dr. Amina Hassan'),
          text('background', 'b'.repeat(5000)),
          text('description', 'Large animals'),
          text('status', 'SUSPENDED'),
          text('isAdmin', 'true'),
          text('rank', 'Chief'),
          image('avatar'),
          image('images'),
          image('images'),
        ],
        `?email=${encodeURIComponent(staff.email)}`,
      );
      expect(res.statusCode).toBe(200);
      const body = calls.updateAccount.response.parse(res.json());
      expect(body.msg).toBe(MESSAGES.accountUpdated);
      expect(body.user).toMatchObject({
        fullname: 'Dr. Amina Hassan',
        description: 'Large animals',
        status: 'ACTIVE',
        isAdmin: false,
        rank: '',
      });
      expect(body.user.avatar).toMatch(/^\/uploads\//);
      expect(body.user.images).toHaveLength(2);

      const four = await updateAccount(staff.token, staff.email, [
        image('images'),
        image('images'),
        image('images'),
        image('images'),
      ]);
      expect(four.statusCode).toBe(400);
      expect(four.json().msg).toMatch(/images must have at most 3 files/);
      const long = await updateAccount(staff.token, staff.email, [
        text('background', 'b'.repeat(5001)),
      ]);
      expect(long.statusCode).toBe(400);
    });

    it('refuses another person’s account unless an admin calls', async () => {
      const staff = await api.account();
      const other = await api.account();
      const admin = await api.account({ isAdmin: true });
      const refused = await updateAccount(staff.token, other.email, [text('fullname', 'Hijacked')]);
      expect(refused.statusCode).toBe(403);
      const mismatch = await updateAccount(
        staff.token,
        staff.email,
        [text('fullname', 'Hijacked')],
        `?email=${encodeURIComponent(other.email)}`,
      );
      expect(mismatch.statusCode).toBe(400);
      expect(await staffRow(other.email)).not.toMatchObject({ fullname: 'Hijacked' });
      const allowed = await updateAccount(admin.token, other.email, [
        text('fullname', 'Corrected'),
      ]);
      expect(allowed.statusCode).toBe(200);
      expect(await staffRow(other.email)).toMatchObject({ fullname: 'Corrected' });
    });
  });

  it('lists PENDING accounts first, with emails, to an admin only', async () => {
    const admin = await api.account({ isAdmin: true });
    await register([
      text('email', 'waiting@example.com'),
      text('fullname', 'Waiting Person'),
      text('password', 'a long enough password'),
    ]);
    const asAdmin = (
      await api.app.inject({ url: '/api/auth/staff/', headers: bearer(admin.token) })
    ).json<StaffMember[]>();
    expect(asAdmin[0]).toMatchObject({ email: 'waiting@example.com', status: 'PENDING' });
    const anonymous = (await api.app.inject({ url: '/api/auth/staff/' })).json<StaffMember[]>();
    expect(anonymous.some((s) => s.status === 'PENDING' || 'email' in s)).toBe(false);
  });
});
