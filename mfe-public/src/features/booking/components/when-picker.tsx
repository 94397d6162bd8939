import { useEffect, useMemo, useState } from 'react';
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
import { Button } from 'shared-ui';
import {
  retrievingHolidays,
  retrievingNextFree,
  retrievingSlots,
  selectBooking,
  slotKey,
} from '../store/booking.slice';
import { dayLabel, whenLabel } from './clinic-labels';
import { DayPicker } from './day-picker';
import { SlotGrid } from './slot-grid';

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
        Online booking is open from {dayLabel(first)} to {dayLabel(last)}.{' '}
        {touch ? 'Tap a day to see its free times.' : 'Use the arrow keys to move between days.'}
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
      {day && closed && <ClosedNotice day={day} closed={closed} />}
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
            <p>Looking for the next free time…</p>
          )}
          {next?.status === 'done' && next.data && nextDay && (
            <>
              <p>The next free time is {whenLabel(next.data.start)}.</p>
              <Button variant="secondary" onClick={() => onDay(nextDay)}>
                Go to {dayLabel(nextDay)}
              </Button>
            </>
          )}
          {((next?.status === 'done' && !next.data) || (nextQuery && nextQuery.day > last)) && (
            <p>
              No free time in the next {BOOKING.maxDaysAhead} days online. Please call{' '}
              <a href={telHref(COMPANY.phones[0])}>{COMPANY.phones[0]}</a>.
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

/** Why a closed day cannot be booked online, and what to do instead. */
function ClosedNotice({ day, closed }: { day: string; closed: ClosedReason }) {
  const clinic = CLINIC_HOURS.geriatricClinic;
  const call = (
    <>
      Please call <a href={telHref(COMPANY.phones[0])}>{COMPANY.phones[0]}</a>.
    </>
  );
  if (closed.kind === 'saturday') {
    return (
      <Notice role="status">
        {dayLabel(day)} is a Saturday: the clinic is closed, but for the {clinic.name} on the first
        Saturday of the month. An emergency? {call}
      </Notice>
    );
  }
  if (closed.kind === 'clinic-only') {
    return (
      <Notice role="status">
        {dayLabel(day)} is the first Saturday of the month: only the {clinic.name} (Senior pet
        check, {clockText(clinic.start)} to {clockText(clinic.end)}) can be booked then.
      </Notice>
    );
  }
  return (
    <Notice role="status">
      {dayLabel(day)} is {closed.kind === 'sunday' ? 'a Sunday' : closed.text}: the clinic sees
      animals by appointment only and it cannot be booked online. {call}
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
