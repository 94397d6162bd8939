import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseKind } from '../core/database';
import { createTestApi, injectForm, jpeg, TEST_PASSWORD, type FormPart, type TestApi } from './api';

/**
 * For a describe block of account tests: a fresh app and database for each test, and one photo
 * to upload, drawn once.
 */
export function accountTestSetup(kind: DatabaseKind): {
  readonly api: TestApi;
  readonly photo: Buffer;
} {
  let api: TestApi | undefined;
  let photo: Buffer | undefined;
  beforeAll(async () => {
    photo = await jpeg(400, 300);
  });
  beforeEach(async () => {
    api = await createTestApi(kind);
  });
  afterEach(() => api?.close());
  return {
    get api() {
      if (!api) throw new Error('no test app outside a test');
      return api;
    },
    get photo() {
      if (!photo) throw new Error('no photo outside a test');
      return photo;
    },
  };
}

/** A text field of a form. */
export const text = (name: string, value: string): FormPart => ({ name, value });

/** A JPEG file field of a form. */
export const imagePart = (name: string, photo: Buffer): FormPart => ({
  name,
  value: photo,
  filename: 'me.jpg',
  contentType: 'image/jpeg',
});

/** POST auth/register/staff with these form fields. */
export function register(api: TestApi, parts: FormPart[]): Promise<LightMyRequestResponse> {
  return injectForm(api.app, { method: 'POST', url: '/api/auth/register/staff', parts });
}

/** POST auth/signin/staff. */
export function signIn(
  api: TestApi,
  email: string,
  password = TEST_PASSWORD,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: 'POST',
    url: '/api/auth/signin/staff',
    payload: { email, password },
  });
}

/** The account's row as stored, or undefined. */
export function staffRow(api: TestApi, email: string) {
  return api.database.db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}
