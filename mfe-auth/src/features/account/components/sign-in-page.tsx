import { SITE_ROUTES, selectAuth, sitePath, useDispatch, useSelector } from 'shared-data';
import { Navigate, Spinner, useIntl } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { TEXTS } from '../account-texts';
import { selectAccount, signIn } from '../store/account.slice';
import { AccountForm, AccountPage, FormLinks } from './account-page';

const { signIn: texts, labels, errors: messages } = TEXTS;

/** /sign_in: a signed-in person goes straight on to the dashboard. */
export function SignInPage() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const dispatch = useDispatch();
  const auth = useSelector(selectAuth);
  const { signingIn } = useSelector(selectAccount);
  const { errors, check, clear } = useFormErrors({
    email: rule.email(text(messages.email), text(messages.emailFormat)),
    password: rule.required(text(messages.password)),
  });

  if (auth.status && auth.user) {
    return <Navigate to={sitePath(SITE_ROUTES.dashboard.dashboard)} replace />;
  }
  return (
    <AccountPage title={text(texts.title)}>
      {auth.isLoading ? (
        // A reload restores the session first; the form would only flash.
        <Spinner label={text(texts.checkingSession)} />
      ) : (
        <AccountForm
          label={text(texts.title)}
          busy={signingIn}
          submit={text(texts.submit)}
          busyLabel={text(texts.busy)}
          onSubmit={(form) => {
            const values = check(form);
            if (values) dispatch(signIn.start(values));
          }}
        >
          <Field
            label={text(labels.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            onChange={() => clear('email')}
          />
          <Field
            label={text(labels.password)}
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
          { to: SITE_ROUTES.auth.register, label: text(texts.createAccount) },
          { to: SITE_ROUTES.auth.otp, label: text(texts.resetPassword) },
        ]}
      />
    </AccountPage>
  );
}
