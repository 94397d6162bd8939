import { useEffect } from 'react';
import { SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import { useLocation, useNavigate } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { OTP_DIGITS, PASSWORD_MIN, TEXTS } from '../account-texts';
import { accountStepDone, resetPassword, selectAccount } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';
import type { ResetLocationState } from './otp-page';

const { labels, errors: messages } = TEXTS;
const CODE = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** /reset: the mailed code and a new password; then on to /sign_in. */
export function ResetPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { resetting, passwordReset, otpEmail } = useSelector(selectAccount);
  const email = (location.state as ResetLocationState | null)?.email ?? otpEmail;
  const { errors, check, clear } = useFormErrors({
    email: rule.email(messages.email, messages.emailFormat),
    otp_code: (value) =>
      !value ? messages.otp : CODE.test(value) ? undefined : messages.otpFormat,
    password: (value) =>
      !value
        ? messages.newPassword
        : value.length < PASSWORD_MIN
          ? messages.passwordLength
          : undefined,
  });

  useEffect(() => {
    if (!passwordReset) return;
    dispatch(accountStepDone());
    // navigate answers a promise only under a data router, which reports its own failures.
    void navigate(SITE_ROUTES.auth.signIn);
  }, [passwordReset, dispatch, navigate]);

  return (
    <AccountPage title={TEXTS.reset.title}>
      <AccountForm
        label={TEXTS.reset.title}
        busy={resetting}
        submit={TEXTS.reset.submit}
        busyLabel={TEXTS.reset.busy}
        onSubmit={(form) => {
          const values = check(form);
          if (values) dispatch(resetPassword.start(values));
        }}
      >
        <Field
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          error={errors.email}
          onChange={() => clear('email')}
        />
        <Field
          label={labels.otp}
          name="otp_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_DIGITS}
          placeholder={TEXTS.reset.codePlaceholder}
          required
          error={errors.otp_code}
          onChange={() => clear('otp_code')}
        />
        <Field
          label={labels.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errors.password}
          onChange={() => clear('password')}
        />
      </AccountForm>
      <FormLinks
        links={[
          { to: SITE_ROUTES.auth.signIn, label: TEXTS.reset.signIn },
          { to: SITE_ROUTES.auth.otp, label: TEXTS.reset.requestCode },
        ]}
      />
    </AccountPage>
  );
}
