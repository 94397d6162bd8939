import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { COMPANY, telHref, useDispatch, useSelector, type Slot } from 'shared-data';
import {
  BOOKING,
  CLINIC_HOURS,
  addClinicDays,
  bookingWindow,
  clinicDay,
  clockText,
  closedReason,
  type ClosedReason,
} from 'shared-data/contract/booking';
import { Button, defineMessages, FormattedMessage, useIntl, useSiteLocale } from 'shared-ui';
import {
  retrievingHolidays,
  retrievingNextFree,
  retrievingSlots,
  selectBooking,
  slotKey,
} from '../store/booking.slice';
import { useClinicLabels } from './clinic-labels';
import { DayPicker, useGeriatricClinicName } from './day-picker';
import { SlotGrid } from './slot-grid';

const messages = defineMessages({
  window: {
    id: 'booking.when.window',
    defaultMessage: 'Online booking is open from {first} to {last}.',
  },
  tap: { id: 'booking.when.tap', defaultMessage: 'Tap a day to see its free times.' },
  keys: { id: 'booking.when.keys', defaultMessage: 'Use the arrow keys to move between days.' },
  looking: { id: 'booking.when.looking', defaultMessage: 'Looking for the next free time…' },
  nextFree: { id: 'booking.when.nextFree', defaultMessage: 'The next free time is {when}.' },
  goTo: { id: 'booking.when.goTo', defaultMessage: 'Go to {day}' },
  noFree: {
    id: 'booking.when.noFree',
    defaultMessage:
      'No free time in the next {days} days online. Please call <call>{phone}</call>.',
  },
  saturday: {
    id: 'booking.when.closedSaturday',
    defaultMessage:
      '{day} is a Saturday: the clinic is closed, but for the {clinic} on the first Saturday of the month. An emergency? Please call <call>{phone}</call>.',
  },
  clinicOnly: {
    id: 'booking.when.clinicOnly',
    defaultMessage:
      '{day} is the first Saturday of the month: only the {clinic} (Senior pet check, {start} to {end}) can be booked then.',
  },
  sunday: {
    id: 'booking.when.closedSunday',
    defaultMessage:
      '{day} is a Sunday: the clinic sees animals by appointment only and it cannot be booked online. Please call <call>{phone}</call>.',
  },
  holiday: {
    id: 'booking.when.closedHoliday',
    defaultMessage:
      '{day} is {holiday}, a public holiday: the clinic sees animals by appointment only and it cannot be booked online. Please call <call>{phone}</call>.',
  },
});

/** The clinic's first number as a link, for a message's `<call>{phone}</call>`. */
const callValues = {
  call: (chunks: ReactNode[]) => <a href={telHref(COMPANY.phones[0])}>{chunks}</a>,
  phone: COMPANY.phones[0],
};

export interface WhenPickerProps {
  type: string;
  /** '' for any available doctor. */
  doctor: string;
  /** The pet's species ('' when not asked: any doctor of the type). */
  species: string;
  day: string | null;
  onDay: (day: string) => void;
  chosen: string | null;
  onChoose: (slot: Slot) => void;
  /** The id of the step's heading, which names the day grid. */
  labelledBy: string;
}

/**
 * A day of the booking window, then its free times (the booking page's "When" step and the
 * manage page's Move). A closed day says to call; an empty day says when the next free time
 * is, with a button to go there.
 */
export function WhenPicker({
  type,
  doctor,
  species,
  day,
  onDay,
  chosen,
  onChoose,
  labelledBy,
}: WhenPickerProps) {
  const intl = useIntl();
  const labels = useClinicLabels();
  const touch = useCoarsePointer();
  const dispatch = useDispatch();
  const { holidays, slots, nextFree } = useSelector(selectBooking);
  const { first, last } = useMemo(() => bookingWindow(), []);
  const holidayNames = useMemo(
    () => Object.fromEntries(holidays.data.map((holiday) => [holiday.date, holiday.name])),
    [holidays.data],
  );
  const closed = day ? closedReason(day, holidayNames[day], type) : null;
  const query = day ? { type, doctor, day, species } : null;
  const key = query ? slotKey(query) : null;
  const current = slots.key === key;

  useEffect(() => {
    if (holidays.status === 'idle') dispatch(retrievingHolidays.start({ from: first, to: last }));
  }, [dispatch, holidays.status, first, last]);

  useEffect(() => {
    if (query && !closed && !current) dispatch(retrievingSlots.start(query));
    // The query is the key's parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, closed, current]);

  // An empty or closed day: ask for the first free time after it.
  const empty = current && slots.status === 'done' && slots.data.length === 0;
  const nextQuery = day ? { type, doctor, day: addClinicDays(day, 1), species } : null;
  const nextKey = nextQuery ? slotKey(nextQuery) : null;
  useEffect(() => {
    if (!nextQuery || !(empty || closed) || nextFree.key === nextKey) return;
    if (nextQuery.day > last) return;
    dispatch(retrievingNextFree.start(nextQuery));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, nextKey, empty, closed, nextFree.key, last]);

  const next = nextFree.key === nextKey ? nextFree : null;
  const nextDay = next?.data ? clinicDay(next.data.start) : null;

  return (
    <div>
      <p id={`${labelledBy}-hint`}>
        {intl.formatMessage(messages.window, {
          first: labels.day(first),
          last: labels.day(last),
        })}{' '}
        {intl.formatMessage(touch ? messages.tap : messages.keys)}
      </p>
      <DayPicker
        first={first}
        last={last}
        holidays={holidayNames}
        type={type}
        selected={day}
        onSelect={onDay}
        labelledBy={labelledBy}
      />
      {day && closed && <ClosedNotice day={day} closed={closed} holiday={holidayNames[day]} />}
      {day && !closed && (
        <SlotGrid
          day={day}
          status={current ? slots.status : 'loading'}
          slots={current ? slots.data : []}
          doctorChosen={doctor !== ''}
          chosen={chosen}
          onChoose={onChoose}
          onRetry={() => query && dispatch(retrievingSlots.start(query))}
        />
      )}
      {day && (empty || closed) && (
        <NextFree aria-live="polite">
          {(!next || next.status === 'loading') && nextQuery && nextQuery.day <= last && (
            <p>{intl.formatMessage(messages.looking)}</p>
          )}
          {next?.status === 'done' && next.data && nextDay && (
            <>
              <p>{intl.formatMessage(messages.nextFree, { when: labels.when(next.data.start) })}</p>
              <Button variant="secondary" onClick={() => onDay(nextDay)}>
                {intl.formatMessage(messages.goTo, { day: labels.day(nextDay) })}
              </Button>
            </>
          )}
          {((next?.status === 'done' && !next.data) || (nextQuery && nextQuery.day > last)) && (
            <p>
              <FormattedMessage
                {...messages.noFree}
                values={{ ...callValues, days: String(BOOKING.maxDaysAhead) }}
              />
            </p>
          )}
        </NextFree>
      )}
    </div>
  );
}

/** Whether the visitor's main pointer is a finger (pointer: coarse): the page says 'tap'. */
export function useCoarsePointer(): boolean {
  // Known only in the browser, after the first render (which the server's render matches).
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(pointer: coarse)');
    setCoarse(query.matches);
    const changed = () => setCoarse(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return coarse;
}

/**
 * Why a closed day cannot be booked online, and what to do instead. English times are worded as
 * the SPEC does ('8.00am'), other languages on the 24-hour clock.
 */
function ClosedNotice({
  day,
  closed,
  holiday,
}: {
  day: string;
  closed: ClosedReason;
  /** The day's public holiday, by name. */
  holiday: string | undefined;
}) {
  const labels = useClinicLabels();
  const english = useSiteLocale() === 'en';
  const clinic = CLINIC_HOURS.geriatricClinic;
  const values = { ...callValues, day: labels.day(day), clinic: useGeriatricClinicName() };
  const time = (clock: string) => (english ? clockText(clock) : clock);
  if (closed.kind === 'saturday') {
    return (
      <Notice role="status">
        <FormattedMessage {...messages.saturday} values={values} />
      </Notice>
    );
  }
  if (closed.kind === 'clinic-only') {
    return (
      <Notice role="status">
        <FormattedMessage
          {...messages.clinicOnly}
          values={{ ...values, start: time(clinic.start), end: time(clinic.end) }}
        />
      </Notice>
    );
  }
  return (
    <Notice role="status">
      <FormattedMessage
        {...(closed.kind === 'sunday' ? messages.sunday : messages.holiday)}
        values={{ ...values, holiday }}
      />
    </Notice>
  );
}

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const NextFree = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
