import { MESSAGES, calls } from 'shared-data/contract';
import {
  accountTestSetup,
  imagePart as image,
  register,
  signIn,
  staffRow,
  text,
} from '../../testing/account-calls';
import { injectForm, readOutbox, waitForMail, type FormPart } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';

describe.each(testDatabaseKinds())('own accounts on %s', (kind) => {
  const setup = accountTestSetup(kind);

  describe('registration', () => {
    it('creates a PENDING account, never an admin or a doctor, whatever the body says', async () => {
      const res = await register(setup.api, [
        text('email', ' New.Vet@Example.com '),
        text('fullname', 'Achieng Otieno'),
        text('password', 'a long enough password'),
        text('description', 'Small-animal surgeon'),
        text('isAdmin', 'true'),
        text('isDoctor', 'true'),
        text('status', 'ACTIVE'),
        image('avatar', setup.photo),
      ]);
      expect([res.statusCode, res.json()]).toEqual([200, { msg: MESSAGES.registered }]);
      const row = await staffRow(setup.api, 'new.vet@example.com');
      expect(row).toMatchObject({
        status: 'PENDING',
        is_admin: 0,
        is_doctor: 0,
        description: 'Small-animal surgeon',
      });
      expect(row?.avatar_id).not.toBeNull();
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);

      const refused = await signIn(setup.api, 'new.vet@example.com', 'a long enough password');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toMatch(/waiting for an administrator/);
    });

    it('answers a taken email as a new registration, mails its owner, changes nothing', async () => {
      const staff = await setup.api.account({ fullname: 'Wanjiru Kamau' });
      const before = await setup.api.database.db.selectFrom('staff').selectAll().execute();
      const images = () => setup.api.database.db.selectFrom('images').select('id').execute();
      const imagesBefore = await images();
      const fresh = await register(setup.api, [
        text('email', 'brand.new@example.com'),
        text('fullname', 'Someone New'),
        text('password', 'a long enough password'),
      ]);
      const taken = await register(setup.api, [
        text('email', staff.email.toUpperCase()),
        text('fullname', 'Someone Else'),
        text('password', 'a long enough password'),
        text('description', 'not theirs to write'),
        image('avatar', setup.photo),
      ]);
      expect([taken.statusCode, taken.body, taken.headers['content-type']]).toEqual([
        fresh.statusCode,
        fresh.body,
        fresh.headers['content-type'],
      ]);
      expect(taken.json()).toEqual({ msg: MESSAGES.registered });

      const mail = await waitForMail(setup.api.database.dataDir, staff.email, /tried to register/);
      expect(mail.text).toContain('Dear Wanjiru Kamau');
      expect(mail.text).toMatch(/sign in at http:\/\/localhost:\d+\/sign_in/);
      expect(mail.text).toMatch(/reset your password at http:\/\/localhost:\d+\/otp/);
      // The account is as it was (the new one aside), and the photo sent was not kept.
      const after = await setup.api.database.db.selectFrom('staff').selectAll().execute();
      expect(after.filter((row) => row.email !== 'brand.new@example.com')).toEqual(before);
      expect(await images()).toEqual(imagesBefore);
      expect((await signIn(setup.api, staff.email)).statusCode).toBe(200);

      // Tried again the same day: the same answer, no second mail.
      const again = await register(setup.api, [
        text('email', staff.email),
        text('fullname', 'Someone Else'),
        text('password', 'another long password'),
      ]);
      expect(again.json()).toEqual({ msg: MESSAGES.registered });
      const notices = (await readOutbox(setup.api.database.dataDir)).filter((m) =>
        /tried to register/.test(m.subject),
      );
      expect(notices).toHaveLength(1);
    });

    it('makes one account of registrations of one new email at once, answering each alike', async () => {
      for (let round = 0; round < 3; round += 1) {
        const email = `together${round}@example.com`;
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            register(setup.api, [
              text('email', email),
              text('fullname', `Person ${i}`),
              text('password', 'a long enough password'),
            ]),
          ),
        );
        expect(answers.map((res) => [res.statusCode, res.json()])).toEqual(
          Array(5).fill([200, { msg: MESSAGES.registered }]),
        );
        const rows = await setup.api.database.db
          .selectFrom('staff')
          .select('id')
          .where('email', '=', email)
          .execute();
        expect(rows).toHaveLength(1);
      }
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
      const res = await register(
        setup.api,
        Object.entries(fields).map(([k, v]) => text(k, v)),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(msg);
      expect(await staffRow(setup.api, 'someone@example.com')).toBeUndefined();
    });
  });

  describe('own account', () => {
    const updateAccount = (token: string, email: string, parts: FormPart[], query = '') =>
      injectForm(setup.api.app, {
        method: 'PUT',
        url: `/api/auth/account/${encodeURIComponent(email)}${query}`,
        token,
        parts,
      });

    it('changes the details, setup.photo and up to three images, nothing else', async () => {
      const staff = await setup.api.account();
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
          image('avatar', setup.photo),
          image('images', setup.photo),
          image('images', setup.photo),
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
        image('images', setup.photo),
        image('images', setup.photo),
        image('images', setup.photo),
        image('images', setup.photo),
      ]);
      expect(four.statusCode).toBe(400);
      expect(four.json().msg).toMatch(/images must have at most 3 files/);
      const long = await updateAccount(staff.token, staff.email, [
        text('background', 'b'.repeat(5001)),
      ]);
      expect(long.statusCode).toBe(400);
    });

    it('refuses another person’s account unless an admin calls', async () => {
      const staff = await setup.api.account();
      const other = await setup.api.account();
      const admin = await setup.api.account({ isAdmin: true });
      const refused = await updateAccount(staff.token, other.email, [text('fullname', 'Hijacked')]);
      expect(refused.statusCode).toBe(403);
      const mismatch = await updateAccount(
        staff.token,
        staff.email,
        [text('fullname', 'Hijacked')],
        `?email=${encodeURIComponent(other.email)}`,
      );
      expect(mismatch.statusCode).toBe(400);
      expect(await staffRow(setup.api, other.email)).not.toMatchObject({ fullname: 'Hijacked' });
      const allowed = await updateAccount(admin.token, other.email, [
        text('fullname', 'Corrected'),
      ]);
      expect(allowed.statusCode).toBe(200);
      expect(await staffRow(setup.api, other.email)).toMatchObject({ fullname: 'Corrected' });
    });
  });
});
