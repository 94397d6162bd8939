import { useEffect } from 'react';
import { SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import { useIntl, useLocation, useNavigate } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { OTP_DIGITS, PASSWORD_MIN, TEXTS } from '../account-texts';
import { accountStepDone, resetPassword, selectAccount } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';
import type { ResetLocationState } from './otp-page';

const { reset: texts, labels, errors: messages } = TEXTS;
const CODE = new RegExp(`^\\d{${OTP_DIGITS}}$`);
/** The shape of the code, in digits: the same in every language. */
const CODE_PLACEHOLDER = '0'.repeat(OTP_DIGITS);

/** /reset: the mailed code and a new password; then on to /sign_in. */
export function ResetPage() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const min = { min: String(PASSWORD_MIN) };
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { resetting, passwordReset, otpEmail } = useSelector(selectAccount);
  const email = (location.state as ResetLocationState | null)?.email ?? otpEmail;
  const { errors, check, clear } = useFormErrors({
    email: rule.email(text(messages.email), text(messages.emailFormat)),
    otp_code: (value) =>
      !value ? text(messages.otp) : CODE.test(value) ? undefined : text(messages.otpFormat),
    password: (value) =>
      !value
        ? text(messages.newPassword)
        : value.length < PASSWORD_MIN
          ? text(messages.passwordLength, min)
          : undefined,
  });

  useEffect(() => {
    if (!passwordReset) return;
    dispatch(accountStepDone());
    // navigate answers a promise only under a data router, which reports its own failures.
    void navigate(SITE_ROUTES.auth.signIn);
  }, [passwordReset, dispatch, navigate]);

  return (
    <AccountPage title={text(texts.title)}>
      <AccountForm
        label={text(texts.title)}
        busy={resetting}
        submit={text(texts.submit)}
        busyLabel={text(texts.busy)}
        onSubmit={(form) => {
          const values = check(form);
          if (values) dispatch(resetPassword.start(values));
        }}
      >
        <Field
          label={text(labels.email)}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          error={errors.email}
          onChange={() => clear('email')}
        />
        <Field
          label={text(labels.otp)}
          name="otp_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_DIGITS}
          placeholder={CODE_PLACEHOLDER}
          required
          error={errors.otp_code}
          onChange={() => clear('otp_code')}
        />
        <Field
          label={text(labels.newPassword)}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={text(labels.passwordHint, min)}
          error={errors.password}
          onChange={() => clear('password')}
        />
      </AccountForm>
      <FormLinks
        links={[
          { to: SITE_ROUTES.auth.signIn, label: text(texts.signIn) },
          { to: SITE_ROUTES.auth.otp, label: text(texts.requestCode) },
        ]}
      />
    </AccountPage>
  );
}
