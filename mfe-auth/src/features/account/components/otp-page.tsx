import { useEffect } from 'react';
import styled from 'styled-components';
import { SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import { useIntl, useNavigate, useSiteLocale } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { TEXTS } from '../account-texts';
import { accountStepDone, requestOtp, selectAccount } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';

/** Where the reset screen finds the address the code went to. */
export interface ResetLocationState {
  email?: string;
}

/** /otp: a code is mailed; once sent, on to /reset with the email filled in. */
export function OtpPage() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { otp: texts, labels, errors: messages } = TEXTS;
  const dispatch = useDispatch();
  const locale = useSiteLocale();
  const navigate = useNavigate();
  const { requestingOtp, otpSent, otpEmail } = useSelector(selectAccount);
  const { errors, check, clear } = useFormErrors({
    email: rule.email(text(messages.email), text(messages.emailFormat)),
  });

  useEffect(() => {
    if (!otpSent) return;
    dispatch(accountStepDone());
    // navigate answers a promise only under a data router, which reports its own failures.
    void navigate(SITE_ROUTES.auth.reset, {
      state: { email: otpEmail } satisfies ResetLocationState,
    });
  }, [otpSent, otpEmail, dispatch, navigate]);

  return (
    <AccountPage title={text(texts.title)}>
      <AccountForm
        label={text(texts.title)}
        busy={requestingOtp}
        submit={text(texts.submit)}
        busyLabel={text(texts.busy)}
        onSubmit={(form) => {
          const values = check(form);
          if (values) dispatch(requestOtp.start({ ...values, language: locale }));
        }}
      >
        <Field
          label={text(labels.email)}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={otpEmail}
          hint={<Note>{text(texts.note)}</Note>}
          error={errors.email}
          onChange={() => clear('email')}
        />
      </AccountForm>
      <FormLinks
        links={[
          { to: SITE_ROUTES.auth.signIn, label: text(texts.signIn) },
          { to: SITE_ROUTES.auth.reset, label: text(texts.resetPassword) },
        ]}
      />
    </AccountPage>
  );
}

const Note = styled.span`
  display: block;
`;
