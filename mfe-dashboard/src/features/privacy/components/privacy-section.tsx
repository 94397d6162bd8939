import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { selectAuth, useDispatch, useSelector, type PrivacyRecord } from 'shared-data';
import { Button } from 'shared-ui';
import { Pager } from '../../../shared/components/paged-list';
import { ListStatus, Panel, PanelSection } from '../../../shared/components/panel';
import {
  answeringPrivacyRequest,
  lookingUpPerson,
  loadingPrivacyRequests,
  selectPrivacyAdmin,
  type PrivacyRequestsQuery,
} from '../store/privacy.slice';

/** A clinic time as stored ('2026-12-05T09:30:00.000+03:00') as its day and time. */
const clinicWhen = (stamp: string) => `${stamp.slice(0, 10)} ${stamp.slice(11, 16)}`;

/**
 * People's data (docs/behaviour.md#your-data), for administrators: the requests made from the Your
 * data page, due within a week, with the overdue ones marked; and a look-up of everything held
 * about a contact, which the activity log records.
 */
export function PrivacySection() {
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  return isAdmin ? (
    <PrivacyAdmin />
  ) : (
    <Panel title="Privacy">
      <p>Only administrators can see requests about people&apos;s data.</p>
    </Panel>
  );
}

function PrivacyAdmin() {
  const dispatch = useDispatch();
  const { requests } = useSelector(selectPrivacyAdmin);
  const filterId = useId();
  useEffect(() => {
    dispatch(loadingPrivacyRequests.start({ status: 'open' }));
  }, [dispatch]);
  const change = (next: PrivacyRequestsQuery) =>
    dispatch(loadingPrivacyRequests.start({ ...requests.request, page: undefined, ...next }));
  const overdue = requests.items.filter((r) => r.overdue).length;

  return (
    <Panel
      title="Privacy"
      actions={
        <Button
          variant="secondary"
          onClick={() => dispatch(loadingPrivacyRequests.start(requests.request))}
          disabled={requests.isLoading}
        >
          Refresh
        </Button>
      }
    >
      <PanelSection title="Requests about people's data">
        <p>
          Made from the Your data page by a person who proved their email or phone with a code.
          Answer each by its due date (the Data Protection Act&apos;s time), then mark it answered.
        </p>
        <Filter>
          <label htmlFor={filterId}>Show</label>
          <select
            id={filterId}
            value={requests.request.status ?? ''}
            onChange={(event) => change({ status: event.target.value || undefined })}
          >
            <option value="open">Waiting for an answer</option>
            <option value="answered">Answered</option>
            <option value="">All</option>
          </select>
          <span role="status" aria-live="polite">
            {requests.status === 'loaded'
              ? `${requests.total} ${requests.total === 1 ? 'request' : 'requests'}${overdue ? `, ${overdue} overdue` : ''}`
              : ''}
          </span>
        </Filter>
        <ListStatus
          list={requests}
          what="requests"
          emptyMessage="No requests here"
          onRetry={() => dispatch(loadingPrivacyRequests.start(requests.request))}
        >
          {(items) => (
            <Requests>
              {items.map((r) => (
                <li key={r.id}>
                  <article aria-label={`Request from ${r.contact}`}>
                    <p>
                      <strong>{r.contact}</strong> · made {clinicWhen(r.created_at)}
                    </p>
                    <Message>{r.message}</Message>
                    <p>
                      {r.answered_at ? (
                        `Answered ${clinicWhen(r.answered_at)} by ${r.answered_by ?? 'a former member of staff'}`
                      ) : (
                        <>
                          Due {clinicWhen(r.due_at)}
                          {r.overdue && <Overdue> Overdue</Overdue>}
                        </>
                      )}
                    </p>
                    {!r.answered_at && (
                      <Button
                        variant="secondary"
                        onClick={() => dispatch(answeringPrivacyRequest.start(r.id))}
                      >
                        Mark answered
                      </Button>
                    )}
                  </article>
                </li>
              ))}
            </Requests>
          )}
        </ListStatus>
        <Pager list={requests} onPage={(page) => change({ page })} label="Request pages" />
      </PanelSection>
      <Lookup />
    </Panel>
  );
}

function Lookup() {
  const dispatch = useDispatch();
  const { lookup } = useSelector(selectPrivacyAdmin);
  const [contact, setContact] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (contact.trim()) dispatch(lookingUpPerson.start(contact.trim()));
  };
  return (
    <PanelSection title="Look up a person">
      <p>
        Everything held about an email address or phone number, as the person would see it: to
        answer a request, or a person who cannot receive a code. Each look-up is in the activity
        log, with your name.
      </p>
      <form onSubmit={submit} aria-label="Look up a person">
        <label htmlFor={inputId}>Email address or phone number</label>{' '}
        <input
          id={inputId}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          required
        />{' '}
        <Button type="submit" disabled={lookup.busy}>
          Look up
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {lookup.error ?? (lookup.record ? `Found ${countOf(lookup.record)} records` : '')}
      </div>
      {lookup.record && <Record record={lookup.record} />}
    </PanelSection>
  );
}

const countOf = (record: PrivacyRecord) =>
  record.sections.reduce((sum, section) => sum + section.items.length, 0);

function Record({ record }: { record: PrivacyRecord }) {
  const save = () => {
    const url = URL.createObjectURL(
      new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `data-held-${record.generated_at.slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <Button variant="secondary" onClick={save}>
        Download as JSON
      </Button>
      {record.sections.map((section) => (
        <section key={section.kind} aria-label={section.title}>
          <h3>
            {section.title} ({section.items.length})
          </h3>
          {section.items.map((item, index) => (
            <Facts key={index}>
              {Object.entries(item).map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>
                    {value === null ? '-' : Array.isArray(value) ? value.join('; ') : String(value)}
                  </dd>
                </div>
              ))}
            </Facts>
          ))}
        </section>
      ))}
    </>
  );
}

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Requests = styled.ul`
  list-style: none;
  padding: 0;
  & > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
  }
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Overdue = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  & > div {
    display: grid;
    grid-template-columns: minmax(6rem, 25%) 1fr;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
