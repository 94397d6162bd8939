import { SITE_ROUTES, selectAuth, sitePath, useDispatch, useSelector } from 'shared-data';
import { Navigate, Spinner } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { TEXTS } from '../account-texts';
import { selectAccount, signIn } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';

const { labels, errors: messages } = TEXTS;

/** /sign_in: a signed-in person goes straight on to the dashboard. */
export function SignInPage() {
  const dispatch = useDispatch();
  const auth = useSelector(selectAuth);
  const { signingIn } = useSelector(selectAccount);
  const { errors, check, clear } = useFormErrors({
    email: rule.email(messages.email, messages.emailFormat),
    password: rule.required(messages.password),
  });

  if (auth.status && auth.user) {
    return <Navigate to={sitePath(SITE_ROUTES.dashboard.dashboard)} replace />;
  }
  return (
    <AccountPage title={TEXTS.signIn.title}>
      {auth.isLoading ? (
        // A reload restores the session first; the form would only flash.
        <Spinner label="Checking your session" />
      ) : (
        <AccountForm
          label={TEXTS.signIn.title}
          busy={signingIn}
          submit={TEXTS.signIn.submit}
          busyLabel={TEXTS.signIn.busy}
          onSubmit={(form) => {
            const values = check(form);
            if (values) dispatch(signIn.start(values));
          }}
        >
          <Field
            label={labels.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            onChange={() => clear('email')}
          />
          <Field
            label={labels.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
            onChange={() => clear('password')}
          />
        </AccountForm>
      )}
      <FormLinks
        links={[
          { to: SITE_ROUTES.auth.register, label: TEXTS.signIn.createAccount },
          { to: SITE_ROUTES.auth.otp, label: TEXTS.signIn.resetPassword },
        ]}
      />
    </AccountPage>
  );
}
