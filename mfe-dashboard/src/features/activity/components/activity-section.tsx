import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { selectAuth, useDispatch, useSelector } from 'shared-data';
import {
  AUDIT_AREAS,
  CLINIC_TIME_ZONE,
  type AuditEntry,
  type AuditValues,
} from 'shared-data/contract';
import { Button } from 'shared-ui';
import { Pager } from '../../../shared/components/paged-list';
import { ListStatus, Panel } from '../../../shared/components/panel';
import { TableScroll } from '../../../shared/components/table-scroll';
import {
  loadingActivity,
  loadingActivityActors,
  selectActivity,
  type ActivityRequest,
} from '../store/activity.slice';

/** When, in the clinic's time whatever the device's zone: 'Sat, 28 Nov 2026, 09:05'. */
const clinicTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLINIC_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ACTOR_KINDS: Record<AuditEntry['actor']['kind'], string> = {
  staff: '',
  'deploy-token': 'deploy token',
  system: 'the server',
};

/**
 * The activity log (docs/behaviour.md#activity-log), for administrators: who changed what and
 * when, newest first, by person, area and day, a page at a time.
 */
export function ActivitySection() {
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  return isAdmin ? (
    <Activity />
  ) : (
    <Panel title="Activity">
      <p>Only administrators can see the activity log.</p>
    </Panel>
  );
}

function Activity() {
  const dispatch = useDispatch();
  const { list, filters, actors } = useSelector(selectActivity);
  const ids = { person: useId(), area: useId(), day: useId() };
  useEffect(() => {
    dispatch(loadingActivity.start({}));
    dispatch(loadingActivityActors.start());
  }, [dispatch]);
  const change = (next: ActivityRequest) => {
    // A new filter starts again at the first page.
    const request = { ...filters, page: undefined, ...next };
    for (const key of Object.keys(request) as (keyof ActivityRequest)[]) {
      if (request[key] === undefined || request[key] === '') delete request[key];
    }
    dispatch(loadingActivity.start(request));
  };
  const filtered = Boolean(filters.actor || filters.kind || filters.day);

  return (
    <Panel
      title="Activity"
      actions={
        <Button
          variant="secondary"
          onClick={() => dispatch(loadingActivity.start(filters))}
          disabled={list.isLoading}
        >
          Refresh
        </Button>
      }
    >
      <p>
        Every change made by staff or a deploy token: who, when (clinic time, Nairobi), what, and
        what it was before and after. Nobody can edit this log.
      </p>
      <Filters aria-label="Filter the activity" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.person}>Person</label>
        <select
          id={ids.person}
          value={filters.actor ?? ''}
          onChange={(event) => change({ actor: event.target.value })}
        >
          <option value="">Everyone</option>
          {actors.items
            .filter((actor) => actor.id !== null)
            .map((actor) => (
              <option key={`${actor.kind}:${actor.id}`} value={actor.id ?? ''}>
                {actor.kind === 'staff' ? actor.name : `${actor.name} (${ACTOR_KINDS[actor.kind]})`}
              </option>
            ))}
        </select>
        <label htmlFor={ids.area}>Kind</label>
        <select
          id={ids.area}
          value={filters.kind ?? ''}
          onChange={(event) => change({ kind: event.target.value })}
        >
          <option value="">Every kind</option>
          {Object.entries(AUDIT_AREAS).map(([area, label]) => (
            <option key={area} value={area}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.day}>Day</label>
        <input
          id={ids.day}
          type="date"
          value={filters.day ?? ''}
          onChange={(event) => change({ day: event.target.value })}
        />
        {filtered && (
          <Button
            variant="secondary"
            type="button"
            onClick={() => dispatch(loadingActivity.start({}))}
          >
            Clear filters
          </Button>
        )}
        <span role="status" aria-live="polite">
          {list.status === 'loaded'
            ? `${list.total} ${list.total === 1 ? 'change' : 'changes'}`
            : ''}
        </span>
      </Filters>
      <ListStatus
        list={list}
        what="activity"
        emptyMessage={filtered ? 'No activity matches these filters' : 'No activity recorded yet'}
        onRetry={() => dispatch(loadingActivity.start(filters))}
      >
        {(items) => (
          <TableScroll>
            <Table>
              <caption>Changes, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{clinicTime.format(new Date(entry.at))}</time>
                    </td>
                    <td>
                      {entry.actor.name}
                      {entry.actor.kind !== 'staff' && (
                        <Kind> {ACTOR_KINDS[entry.actor.kind]}</Kind>
                      )}
                    </td>
                    <th scope="row">
                      {entry.summary}
                      <Kind>{entry.kind}</Kind>
                    </th>
                    <td>
                      <Values values={entry.before} />
                    </td>
                    <td>
                      <Values values={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </ListStatus>
      <Pager list={list} onPage={(page) => change({ ...filters, page })} label="Activity pages" />
    </Panel>
  );
}

const show = (value: AuditValues[string]) =>
  value === null ? 'none' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

function Values({ values }: { values: AuditValues | null }) {
  if (!values || !Object.keys(values).length) return <span aria-label="nothing">–</span>;
  return (
    <Fields>
      {Object.entries(values).map(([field, value]) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </Fields>
  );
}

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody th {
    font-weight: normal;
  }
`;

const Kind = styled.span`
  display: block;
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Fields = styled.dl`
  margin: 0;
  div {
    display: flex;
    gap: 0.4em;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
