import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDispatch, useSelector, type DoctorHours, type WorkingHours } from 'shared-data';
import { Button, EmptyState, Spinner } from 'shared-ui';
import { retrievingHours, savingHours, selectSettings } from '../store/settings.slice';
import { WEEKDAYS } from '../../../shared/clinic-texts';

/** One weekday of the form: closed, or open from start to end (clinic time, 'HH:MM'). */
interface Day {
  closed: boolean;
  start: string;
  end: string;
}

/** The week as the form shows it: each weekday's first range (the clinic's default when closed). */
function weekOf(hours: WorkingHours[]): Day[] {
  return WEEKDAYS.map((_, index) => {
    const range = hours.find((entry) => entry.weekday === index + 1);
    return range
      ? { closed: false, start: range.start, end: range.end }
      : { closed: true, start: '08:00', end: '17:00' };
  });
}

/** Whose hours: the doctor's id, or '' for one's own. */
export function HoursForm({ whose }: { whose: string }) {
  const dispatch = useDispatch();
  const { hours } = useSelector(selectSettings);
  if (hours.status === 'idle' || hours.status === 'loading')
    return <Spinner label="Loading working hours" />;
  if (hours.status === 'failed' || !hours.value)
    return (
      <EmptyState
        message="The working hours could not be loaded."
        action={
          <Button
            variant="secondary"
            onClick={() => dispatch(retrievingHours.start(whose ? { doctor: whose } : {}))}
          >
            Try again
          </Button>
        }
      />
    );
  // A fresh form for each person and each saved answer.
  return (
    <Week
      key={`${hours.value.doctor_id}:${JSON.stringify(hours.value.hours)}`}
      hours={hours.value}
      whose={whose}
    />
  );
}

function Week({ hours, whose }: { hours: DoctorHours; whose: string }) {
  const dispatch = useDispatch();
  const { savingHours: saving } = useSelector(selectSettings);
  const [week, setWeek] = useState(() => weekOf(hours.hours));
  const [error, setError] = useState('');
  const set = (index: number, change: Partial<Day>) => {
    setError('');
    setWeek((current) => current.map((day, i) => (i === index ? { ...day, ...change } : day)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = week.findIndex(
      (day) => !day.closed && !(day.start && day.end && day.start < day.end),
    );
    if (wrong >= 0) {
      setError(`${WEEKDAYS[wrong]}: the end must be after the start`);
      return;
    }
    const open = week
      .map((day, index) => ({
        weekday: index + 1,
        start: day.start,
        end: day.end,
        closed: day.closed,
      }))
      .filter((day) => !day.closed)
      .map(({ weekday, start, end }) => ({ weekday, start, end }));
    dispatch(savingHours.start(whose ? { doctor_id: whose, hours: open } : { hours: open }));
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={saving.busy || undefined}>
      <Table>
        <caption className="visually-hidden">Working hours, clinic time</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Closed</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {week.map((day, index) => {
            const name = WEEKDAYS[index];
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name} closed`}
                    checked={day.closed}
                    disabled={saving.busy}
                    onChange={(event) => set(index, { closed: event.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    step={900}
                    aria-label={`${name} from`}
                    value={day.start}
                    disabled={day.closed || saving.busy}
                    onChange={(event) => set(index, { start: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    step={900}
                    aria-label={`${name} to`}
                    value={day.end}
                    disabled={day.closed || saving.busy}
                    onChange={(event) => set(index, { end: event.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {error && <Error role="alert">{error}</Error>}
      <p>
        Times are the clinic&apos;s (Nairobi), on quarter hours. Sunday stays by appointment only
        online.
      </p>
      <Button type="submit" busy={saving.busy}>
        {saving.busy ? 'Processing ...' : 'Save hours'}
      </Button>
    </form>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space[2]};
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: left;
  }
  input[type='time'] {
    min-height: 40px;
    font: inherit;
  }
  input[type='checkbox'] {
    width: 22px;
    height: 22px;
  }
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
