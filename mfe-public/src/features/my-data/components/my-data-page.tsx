import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  COMPANY,
  LIMITS,
  PRIVACY,
  isEmailAddress,
  isEmailContact,
  normaliseKenyanPhone,
  useDispatch,
  useSelector,
  type PrivacyRecord,
} from 'shared-data';
import { Button } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { PageLayout } from '../../../shared/components/page-layout';
import { FIELD_RULES, optional } from '../../../shared/forms/field-rules';
import { PersonFields, type PersonField } from '../../../shared/forms/person-fields';
import {
  askingPrivacyCode,
  correctingPrivacyDetails,
  erasingPrivacyData,
  withdrawingConsents,
  openingPrivacyRecord,
  privacyStartedOver,
  selectMyData,
  sendingPrivacyRequest,
} from '../store/my-data.slice';
import { fieldLabel, readableText, valueText } from './readable-file';

const CONTACT_RULE = 'Please enter your email address, or a Kenyan phone number like 0722 123 456.';

/** Whether the API will take it as a contact: an email address or a Kenyan phone number. */
const contactProblem = (value: string) => {
  const typed = value.trim();
  if (!typed) return 'Please enter the email address or phone number you gave us.';
  const ok = isEmailContact(typed) ? isEmailAddress(typed) : normaliseKenyanPhone(typed) !== null;
  return ok ? undefined : CONTACT_RULE;
};

/** Offers a file to save, made here from what the page already holds. */
function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Your data (docs/behaviour.md#your-data): a person proves control of their email or phone with
 * a one-time code, then sees everything the clinic holds about it, downloads it, corrects their
 * details, asks for what the page cannot do, or erases it all. Each step's heading takes the
 * focus, and what each call answered is read out by the live region.
 */
export function MyDataPage() {
  const dispatch = useDispatch();
  const state = useSelector(selectMyData);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);
  useEffect(
    () => () => {
      dispatch(privacyStartedOver());
    },
    [dispatch],
  );
  const proof = { contact: state.contact, check: state.check ?? '' };

  return (
    <PageLayout
      title="Your data"
      description={`See, download, correct or erase what ${COMPANY.name} holds about you, after a code sent to your email or phone.`}
      lead="See, download, correct or erase what we hold about you: your messages and appointments. A code sent to your email or phone proves it is you."
    >
      <Steps>
        <Status role="status" aria-live="polite">
          {state.status?.kind === 'ok' ? state.status.msg : ''}
        </Status>
        <Status role="alert">{state.status?.kind === 'error' ? state.status.msg : ''}</Status>
        {state.step === 'contact' && (
          <ContactStep
            heading={heading}
            busy={state.busy}
            onSend={(contact) => dispatch(askingPrivacyCode.start({ contact }))}
          />
        )}
        {state.step === 'code' && (
          <CodeStep
            heading={heading}
            busy={state.busy}
            contact={state.contact}
            onCode={(code) =>
              dispatch(openingPrivacyRecord.start({ contact: state.contact, code }))
            }
            onAgain={() => dispatch(privacyStartedOver())}
          />
        )}
        {state.step === 'record' && state.record && (
          <RecordStep
            heading={heading}
            record={state.record}
            busy={state.busy}
            requestDue={state.requestDue}
            onCorrect={(fields) =>
              dispatch(correctingPrivacyDetails.start({ ...proof, ...fields }))
            }
            onRequest={(message) => dispatch(sendingPrivacyRequest.start({ ...proof, message }))}
            onErase={() => dispatch(erasingPrivacyData.start(proof))}
            onWithdraw={() => dispatch(withdrawingConsents.start(proof))}
            onDone={() => dispatch(privacyStartedOver())}
          />
        )}
        {(state.step === 'erased' || state.step === 'moved') && (
          <section aria-labelledby="privacy-done">
            <h2 id="privacy-done" ref={heading} tabIndex={-1}>
              {state.step === 'erased'
                ? 'Your data has been erased'
                : 'Your details have been corrected'}
            </h2>
            <p>
              {state.step === 'erased'
                ? 'Your messages are removed, your appointments to come are cancelled, and past visits keep no name, phone, email or note. A record that the erasure happened stays in our activity log, without your details.'
                : 'To see them again, ask for a code with the new email address or phone number.'}
            </p>
            <Button onClick={() => dispatch(privacyStartedOver())}>Start again</Button>
          </section>
        )}
      </Steps>
    </PageLayout>
  );
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

function ContactStep({
  heading,
  busy,
  onSend,
}: {
  heading: HeadingRef;
  busy: boolean;
  onSend: (contact: string) => void;
}) {
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactProblem(contact);
    setError(problem);
    if (!problem) onSend(contact.trim());
  };
  return (
    <section aria-labelledby="privacy-contact">
      <h2 id="privacy-contact" ref={heading} tabIndex={-1}>
        1. Your email or phone
      </h2>
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-contact">
        <Field
          label="Email address or phone number"
          name="contact"
          autoComplete="email"
          required
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint="The one you gave us when you wrote to us or booked. We send a 6-digit code to it."
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending the code ...' : 'Send me a code'}
        </Button>
      </form>
    </section>
  );
}

function CodeStep({
  heading,
  busy,
  contact,
  onCode,
  onAgain,
}: {
  heading: HeadingRef;
  busy: boolean;
  contact: string;
  onCode: (code: string) => void;
  onAgain: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    const problem = /^\d{6}$/.test(typed) ? undefined : 'Please enter the 6 digits of the code.';
    setError(problem);
    if (!problem) onCode(typed);
  };
  return (
    <section aria-labelledby="privacy-code">
      <h2 id="privacy-code" ref={heading} tabIndex={-1}>
        2. Your code
      </h2>
      <p>
        If we hold anything about <strong>{contact}</strong>, a code is on its way to it. It works
        for {PRIVACY.codeMinutes} minutes, once.
      </p>
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-code">
        <Field
          label="6-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={LIMITS.otpDigits + 2}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Checking ...' : 'See my data'}
          </Button>
          <Button type="button" variant="secondary" onClick={onAgain}>
            Use another email or phone
          </Button>
        </Actions>
      </form>
    </section>
  );
}

interface RecordStepProps {
  heading: HeadingRef;
  record: PrivacyRecord;
  busy: boolean;
  requestDue: string | null;
  onCorrect: (fields: { fullname?: string; email?: string; phonenumber?: string }) => void;
  onRequest: (message: string) => void;
  onErase: () => void;
  onWithdraw: () => void;
  onDone: () => void;
}

function RecordStep({
  heading,
  record,
  busy,
  requestDue,
  onCorrect,
  onRequest,
  onErase,
  onWithdraw,
  onDone,
}: RecordStepProps) {
  const day = record.generated_at.slice(0, 10);
  return (
    <>
      <section aria-labelledby="privacy-record">
        <h2 id="privacy-record" ref={heading} tabIndex={-1}>
          3. What we hold about {record.contact}
        </h2>
        <Actions>
          <Button
            variant="secondary"
            onClick={() =>
              download(
                `my-data-${day}.json`,
                'application/json',
                `${JSON.stringify(record, null, 2)}\n`,
              )
            }
          >
            Download as JSON
          </Button>
          <Button
            variant="secondary"
            onClick={() => download(`my-data-${day}.txt`, 'text/plain', readableText(record))}
          >
            Download as a text file
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Done
          </Button>
        </Actions>
        {record.sections.map((section) => (
          <section key={section.kind} aria-labelledby={`held-${section.kind}`}>
            <h3 id={`held-${section.kind}`}>
              {section.title} ({section.items.length})
            </h3>
            <About>{section.about}</About>
            {section.items.length === 0 ? (
              <p>Nothing of this kind.</p>
            ) : (
              <Items>
                {section.items.map((item, index) => (
                  <li key={index}>
                    <Facts>
                      {Object.entries(item).map(([name, value]) => (
                        <div key={name}>
                          <dt>{fieldLabel(name)}</dt>
                          <dd>{valueText(value)}</dd>
                        </div>
                      ))}
                    </Facts>
                  </li>
                ))}
              </Items>
            )}
            {section.kind === 'consents' &&
              section.items.some((item) => item.withdrawn === null) && (
                <Actions>
                  <Button variant="secondary" disabled={busy} onClick={onWithdraw}>
                    Withdraw my consents
                  </Button>
                </Actions>
              )}
          </section>
        ))}
      </section>
      <CorrectForm busy={busy} onCorrect={onCorrect} />
      <RequestForm busy={busy} due={requestDue} onRequest={onRequest} />
      <EraseBox busy={busy} onErase={onErase} />
    </>
  );
}

/** A correction leaves any detail empty; what is filled in follows the same rules as anywhere. */
const CORRECTION_RULES: Record<PersonField, (value: string) => string | undefined> = {
  fullname: optional(FIELD_RULES.fullname),
  email: optional(FIELD_RULES.email),
  phonenumber: optional(FIELD_RULES.kenyanPhone),
};

function CorrectForm({ busy, onCorrect }: Pick<RecordStepProps, 'busy' | 'onCorrect'>) {
  const [fields, setFields] = useState({ fullname: '', email: '', phonenumber: '' });
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const set = (name: PersonField) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [name]: event.target.value });
    setErrors({ ...errors, [name]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const fullname = fields.fullname.trim();
    const email = fields.email.trim();
    const phone = fields.phonenumber.trim();
    const typed = { fullname, email, phonenumber: phone };
    for (const name of ['fullname', 'email', 'phonenumber'] as const) {
      const problem = CORRECTION_RULES[name](typed[name]);
      if (problem) found[name] = problem;
    }
    if (!fullname && !email && !phone)
      found.fullname = 'Please fill in at least one of the details to correct.';
    setErrors(found);
    if (Object.keys(found).length) return;
    onCorrect({
      ...(fullname ? { fullname } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phonenumber: phone } : {}),
    });
  };
  return (
    <section aria-labelledby="privacy-correct">
      <h2 id="privacy-correct">Correct your details</h2>
      <p>
        What you fill in replaces the name, email or phone on every message and appointment above;
        what you leave empty stays as it is.
      </p>
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-correct">
        <PersonFields
          values={fields}
          errors={errors}
          set={set}
          required={false}
          labels={{ fullname: 'Your full name', email: 'Email address' }}
        />
        <Button type="submit" disabled={busy}>
          Save corrections
        </Button>
      </form>
    </section>
  );
}

function RequestForm({
  busy,
  due,
  onRequest,
}: Pick<RecordStepProps, 'busy' | 'onRequest'> & { due: string | null }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Please say what you would like us to do.');
      return;
    }
    onRequest(message.trim());
    setMessage('');
  };
  return (
    <section aria-labelledby="privacy-request">
      <h2 id="privacy-request">Ask us for something else</h2>
      <p>
        Anything this page cannot do (a record we hold elsewhere, an objection, a question): a
        person at the clinic answers within {PRIVACY.requestDueDays} days.
      </p>
      {due && <p>Your request is with us; we will answer by {due.slice(0, 10)}.</p>}
      <form method="post" noValidate onSubmit={submit} aria-labelledby="privacy-request">
        <Field
          as="textarea"
          label="Your request"
          name="message"
          rows={4}
          maxLength={PRIVACY.requestMax}
          value={message}
          onChange={(event: { target: { value: string } }) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" disabled={busy}>
          Send request
        </Button>
      </form>
    </section>
  );
}

function EraseBox({ busy, onErase }: Pick<RecordStepProps, 'busy' | 'onErase'>) {
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby="privacy-erase">
      <h2 id="privacy-erase">Erase your data</h2>
      <p>If you erase your data:</p>
      <ul>
        <li>your appointments still to come are cancelled, and the clinic sees them cancelled;</li>
        <li>
          your past visits stay in the clinic&apos;s records as a visit (day, type, doctor,
          species), without your name, phone, email, pet&apos;s name or note;
        </li>
        <li>your messages from the contact form are removed, with our answers;</li>
        <li>staff actions on those records keep who and when, not your details.</li>
      </ul>
      <p>It cannot be undone. Download your data first if you want to keep a copy.</p>
      {confirming ? (
        <div role="group" aria-labelledby="privacy-erase-confirm">
          <h3 id="privacy-erase-confirm" ref={confirm} tabIndex={-1}>
            Erase everything we hold about you?
          </h3>
          <Actions>
            <Button variant="danger" disabled={busy} onClick={onErase}>
              {busy ? 'Erasing ...' : 'Yes, erase my data'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              No, keep it
            </Button>
          </Actions>
        </div>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Erase my data
        </Button>
      )}
    </section>
  );
}

// An email address is one long word: it breaks anywhere rather than widen a phone's page.
const Steps = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0`};
`;

const About = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Items = styled.ol`
  padding-left: 1.25rem;
  & > li {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  & > div {
    display: grid;
    grid-template-columns: minmax(6rem, 30%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
