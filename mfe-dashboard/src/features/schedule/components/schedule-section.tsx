import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useDispatch, useSelector, type StaffAppointment } from 'shared-data';
import { addClinicDays, clinicDay, clinicDays } from 'shared-data/contract/booking';
import { Button, EmptyState, LinkButton, media, Spinner } from 'shared-ui';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { Panel } from '../../../shared/components/panel';
import {
  liveStarted,
  liveStopped,
  retrievingAppointments,
  retrievingSummary,
  retrievingTypes,
  selectSchedule,
} from '../store/schedule.slice';
import { AppointmentDialogs } from './appointment-dialogs';
import type { DialogRequest } from './dialog-request';
import { AppointmentList } from './appointment-list';
import { dayName } from '../../../shared/clinic-texts';
import { retrievingDoctors, selectBookingDoctors } from '../../../shared/store/booking-doctors';
import { rangeOf, useScheduleQuery, weekStart } from './use-schedule-query';

/**
 * The staff's day (docs/behaviour.md#appointments-in-the-dashboard): the bookings of a day or a
 * week, one doctor's or the whole clinic's, kept up to date while it is open; each booking's
 * details, status, move and cancel; bookings taken by phone.
 */
export function ScheduleSection() {
  const dispatch = useDispatch();
  const { list, summary, live, announcement } = useSelector(selectSchedule);
  const doctors = useSelector(selectBookingDoctors);
  const { query, change } = useScheduleQuery();
  const { from, to } = rangeOf(query);
  const doctor = query.doctor;
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  // On a phone the controls other than the day's steps fold away, so the day's first booking
  // shows on the first screen; from tablets up they are always out.
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsId = useId();

  // Loaded again whenever the range or the doctor changes.
  const load = useCallback(() => {
    dispatch(retrievingAppointments.start(doctor ? { from, to, doctor } : { from, to }));
  }, [dispatch, from, to, doctor]);
  useEffect(load, [load]);
  useEffect(() => {
    dispatch(retrievingSummary.start());
    dispatch(retrievingDoctors.start());
    dispatch(retrievingTypes.start());
    // New bookings come in while the schedule is open, and only then.
    dispatch(liveStarted());
    return () => {
      dispatch(liveStopped());
    };
  }, [dispatch]);

  const today = clinicDay();
  const step = query.view === 'day' ? 1 : 7;
  const unit = query.view === 'day' ? 'day' : 'week';
  const title = query.view === 'day' ? dayName(query.day, true) : `Week of ${dayName(from, true)}`;
  const doctorName = doctors.items.find((d) => d.id === doctor)?.fullname;

  return (
    <Panel title="Appointments">
      <Summary aria-label="Counts">
        <li>
          {'Today: '}
          <strong>
            {summary.value
              ? plural(summary.value.today, 'booking')
              : summary.status === 'failed'
                ? '–'
                : '…'}
          </strong>
        </li>
        <li>
          {'No-shows this month: '}
          <strong>
            {summary.value
              ? summary.value.no_shows_this_month
              : summary.status === 'failed'
                ? '–'
                : '…'}
          </strong>
        </li>
      </Summary>

      <Toolbar aria-label="Schedule">
        <Group role="group" aria-label="Dates">
          <Button
            variant="secondary"
            aria-label={`Previous ${unit}`}
            onClick={() => change({ day: addClinicDays(query.day, -step) })}
          >
            ←<Wide> Previous</Wide>
          </Button>
          <Button
            variant="secondary"
            disabled={
              query.view === 'day' ? query.day === today : weekStart(query.day) === weekStart(today)
            }
            onClick={() => change({ day: today })}
          >
            Today
          </Button>
          <Button
            variant="secondary"
            aria-label={`Next ${unit}`}
            onClick={() => change({ day: addClinicDays(query.day, step) })}
          >
            <Wide>Next </Wide>→
          </Button>
        </Group>
        <OptionsToggle
          variant="secondary"
          aria-expanded={optionsOpen}
          aria-controls={optionsId}
          onClick={() => setOptionsOpen((open) => !open)}
        >
          Options <span aria-hidden="true">{optionsOpen ? '▴' : '▾'}</span>
        </OptionsToggle>
        <Options id={optionsId} $open={optionsOpen}>
          <Group>
            <Button
              aria-haspopup="dialog"
              onClick={() => setDialog({ kind: 'phone', day: query.day })}
            >
              Add phone booking
            </Button>
            <LinkButton variant="secondary" to={DASHBOARD_ROUTES.appointmentSettings}>
              Hours and time off
            </LinkButton>
          </Group>
          <Group role="group" aria-label="View">
            {(['day', 'week'] as const).map((view) => (
              <Button
                key={view}
                variant={query.view === view ? 'primary' : 'secondary'}
                aria-pressed={query.view === view}
                onClick={() => change({ view })}
              >
                {view === 'day' ? 'Day' : 'Week'}
              </Button>
            ))}
          </Group>
          <Picker>
            <label htmlFor="schedule-day">Day</label>
            <input
              id="schedule-day"
              type="date"
              value={query.day}
              onChange={(event) => {
                if (event.target.value) change({ day: event.target.value });
              }}
            />
          </Picker>
          <Picker>
            <label htmlFor="schedule-doctor">Doctor</label>
            <select
              id="schedule-doctor"
              value={doctor}
              onChange={(event) => change({ doctor: event.target.value })}
            >
              <option value="">All doctors</option>
              {doctors.items.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.fullname}
                </option>
              ))}
            </select>
          </Picker>
        </Options>
      </Toolbar>

      {/* Polite: read after what the person is doing, never interrupting it. data-live says
          whether changes are followed yet (the first look for changes has answered). */}
      <p
        role="status"
        aria-live="polite"
        className="visually-hidden"
        data-live={live.started ? 'on' : 'starting'}
      >
        {announcement.text}
      </p>
      {!live.connected && (
        <Offline role="status">
          Live updates paused: the server cannot be reached. Retrying…
        </Offline>
      )}

      <Heading>{doctorName ? `${title} · ${doctorName}` : title}</Heading>
      <Schedule
        items={list.items}
        status={list.status}
        view={query.view}
        days={clinicDays(from, to)}
        onRetry={load}
        onOpen={setDialog}
      />
      <AppointmentDialogs request={dialog} onClose={() => setDialog(null)} />
    </Panel>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface ScheduleProps {
  items: StaffAppointment[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  view: 'day' | 'week';
  days: string[];
  onRetry: () => void;
  onOpen: (request: DialogRequest) => void;
}

/** The day's list, or the week's days each under its heading; loading, failure, empty states. */
function Schedule({ items, status, view, days, onRetry, onOpen }: ScheduleProps) {
  if (status === 'idle' || status === 'loading') return <Spinner label="Loading appointments" />;
  if (status === 'failed')
    return (
      <EmptyState
        message="The appointments could not be loaded."
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  const [first] = days;
  if (view === 'day' || !first) {
    if (items.length === 0)
      return <EmptyState message={`No bookings on ${dayName(first ?? '')}`} />;
    return (
      <AppointmentList
        items={items}
        onOpen={onOpen}
        level={3}
        label={`Bookings on ${dayName(first ?? '')}`}
      />
    );
  }
  if (items.length === 0)
    return <EmptyState message={`No bookings in the week of ${dayName(first)}`} />;
  return (
    <>
      {days.map((day) => {
        const ofDay = items.filter((appointment) => clinicDay(appointment.start) === day);
        return (
          <DaySection key={day} aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`}>{dayName(day)}</h3>
            {ofDay.length === 0 ? (
              <Quiet>No bookings</Quiet>
            ) : (
              <AppointmentList
                items={ofDay}
                onOpen={onOpen}
                level={4}
                label={`Bookings on ${dayName(day)}`}
              />
            )}
          </DaySection>
        );
      })}
    </>
  );
}

const Summary = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const Toolbar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** Words of a button that only a wider screen has room for (its aria-label names it anyway). */
const Wide = styled.span`
  display: none;
  ${media.up('md')} {
    display: inline;
  }
`;

const OptionsToggle = styled(Button)`
  margin-left: auto;
  ${media.up('md')} {
    display: none;
  }
`;

const Options = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-basis: 100%;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  ${media.up('md')} {
    display: contents;
  }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-weight: 600;
  }
  input,
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[2]};
    font: inherit;
  }
`;

const Offline = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space[2]} 0;
  font-size: 1.25rem;
`;

const DaySection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: 1.1rem;
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
