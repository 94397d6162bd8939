import {
  all,
  call,
  callOperation,
  put,
  sessionStarted,
  takeLeading,
  type SagaIterator,
} from 'shared-data';
import { NOTICES } from '../account-texts';
import {
  register,
  requestOtp,
  resetPassword,
  signIn,
  type RegisterInput,
} from '../store/account.slice';

function* signInFlow({ payload }: ReturnType<typeof signIn.start>): SagaIterator {
  const session = yield call(callOperation, signIn, 'signIn', { body: payload });
  // Signed in means an answer with status true and a user.
  if (session?.status && session.user) {
    yield put(sessionStarted({ user: session.user, access_token: session.access_token }));
  }
}

/** Registration is multipart (docs/behaviour.md#account-calls), the photo only when chosen. */
export function registrationForm({ fullname, email, password, avatar }: RegisterInput): FormData {
  const form = new FormData();
  form.append('fullname', fullname);
  form.append('email', email);
  form.append('password', password);
  if (avatar) form.append('avatar', avatar, avatar.name);
  return form;
}

function* registerFlow({ payload }: ReturnType<typeof register.start>): SagaIterator {
  yield call(
    callOperation,
    register,
    'register',
    { body: registrationForm(payload) },
    NOTICES.registered,
  );
}

function* requestOtpFlow({ payload }: ReturnType<typeof requestOtp.start>): SagaIterator {
  const { language, ...body } = payload;
  yield call(
    callOperation,
    requestOtp,
    'requestOtp',
    // English is the server's default: an English page's call is as it always was.
    { body, ...(language && language !== 'en' ? { query: { lang: language } } : {}) },
    NOTICES.otpSent,
  );
}

function* resetPasswordFlow({ payload }: ReturnType<typeof resetPassword.start>): SagaIterator {
  yield call(
    callOperation,
    resetPassword,
    'resetPassword',
    { body: payload },
    NOTICES.passwordReset,
  );
}

/** One request of each kind at a time: a second click while one is on its way is ignored. */
export function* accountSaga(): SagaIterator {
  yield all([
    takeLeading(signIn.startType, signInFlow),
    takeLeading(register.startType, registerFlow),
    takeLeading(requestOtp.startType, requestOtpFlow),
    takeLeading(resetPassword.startType, resetPasswordFlow),
  ]);
}
