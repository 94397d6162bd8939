import styled, { keyframes } from 'styled-components';
import type { Slot } from 'shared-data';
import { Button, defineMessages, useIntl } from 'shared-ui';
import { formatClinic } from 'shared-data/contract/booking';
import { useClinicLabels } from './clinic-labels';

const messages = defineMessages({
  loading: { id: 'booking.slots.loading', defaultMessage: 'Loading free times for {day}' },
  failed: {
    id: 'booking.slots.failed',
    defaultMessage: 'The free times for {day} could not be loaded',
  },
  none: { id: 'booking.slots.none', defaultMessage: 'No free times on {day}' },
  some: {
    id: 'booking.slots.some',
    defaultMessage: '{count, plural, one {# free time} other {# free times}} on {day}',
  },
  tryAgain: { id: 'booking.slots.tryAgain', defaultMessage: 'Try again' },
  Morning: { id: 'booking.slots.morning', defaultMessage: 'Morning' },
  Afternoon: { id: 'booking.slots.afternoon', defaultMessage: 'Afternoon' },
  morningTimes: {
    id: 'booking.slots.morningTimes',
    defaultMessage: 'Morning free times on {day}',
  },
  afternoonTimes: {
    id: 'booking.slots.afternoonTimes',
    defaultMessage: 'Afternoon free times on {day}',
  },
  slot: { id: 'booking.slots.slot', defaultMessage: '{range} on {day}' },
  slotAnyDoctor: {
    id: 'booking.slots.slotAnyDoctor',
    defaultMessage: '{range} on {day} (any available doctor)',
  },
});

export interface SlotGridProps {
  day: string;
  status: 'idle' | 'loading' | 'done' | 'failed';
  slots: Slot[];
  /** A doctor was chosen: their name is not repeated on every time. */
  doctorChosen: boolean;
  chosen: string | null;
  onChoose: (slot: Slot) => void;
  onRetry: () => void;
}

/** One time per start: with "any available" the first doctor free then is offered. */
export function distinctStarts(slots: Slot[]): Slot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => (seen.has(slot.start) ? false : (seen.add(slot.start), true)));
}

/** The times of a day by part: Morning (starts before noon, clinic time) and Afternoon. */
export function partsOfDay(slots: Slot[]): { name: 'Morning' | 'Afternoon'; slots: Slot[] }[] {
  const morning = slots.filter((slot) => formatClinic(slot.start, 'HH') < '12');
  const afternoon = slots.filter((slot) => formatClinic(slot.start, 'HH') >= '12');
  return [
    { name: 'Morning' as const, slots: morning },
    { name: 'Afternoon' as const, slots: afternoon },
  ].filter((part) => part.slots.length > 0);
}

/**
 * The free times of one day as buttons, grouped by morning and afternoon, each with its full label, and a live region that says
 * what the grid holds ('12 free times on Tuesday 3 March'); a skeleton while they load.
 */
export function SlotGrid({
  day,
  status,
  slots,
  doctorChosen,
  chosen,
  onChoose,
  onRetry,
}: SlotGridProps) {
  const intl = useIntl();
  const labels = useClinicLabels();
  const times = distinctStarts(slots);
  const label = labels.day(day);
  const state = intl.formatMessage(
    status === 'loading'
      ? messages.loading
      : status === 'failed'
        ? messages.failed
        : times.length === 0
          ? messages.none
          : messages.some,
    { day: label, count: times.length },
  );
  return (
    <div>
      <Status role="status" aria-live="polite">
        {state}
      </Status>
      {status === 'loading' && (
        <Times aria-hidden="true" data-testid="slot-skeleton">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton />
            </li>
          ))}
        </Times>
      )}
      {status === 'failed' && (
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(messages.tryAgain)}
        </Button>
      )}
      {status === 'done' &&
        partsOfDay(times).map(({ name, slots: part }) => (
          <Part key={name} aria-labelledby={`times-${name}`}>
            <h3 id={`times-${name}`}>{intl.formatMessage(messages[name])}</h3>
            <Times
              aria-label={intl.formatMessage(
                name === 'Morning' ? messages.morningTimes : messages.afternoonTimes,
                { day: label },
              )}
            >
              {part.map((slot) => (
                <li key={`${slot.start}|${slot.doctor_id}`}>
                  <TimeButton
                    type="button"
                    aria-pressed={slot.start === chosen}
                    aria-label={intl.formatMessage(
                      doctorChosen ? messages.slot : messages.slotAnyDoctor,
                      { range: labels.range(slot.start, slot.end), day: label },
                    )}
                    onClick={() => onChoose(slot)}
                  >
                    {formatClinic(slot.start, 'HH:mm')}
                  </TimeButton>
                </li>
              ))}
            </Times>
          </Part>
        ))}
    </div>
  );
}

const Status = styled.p`
  font-weight: 600;
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

const Part = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: 1rem;
  }
`;

const Times = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const TimeButton = styled.button`
  width: 100%;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Skeleton = styled.span`
  display: block;
  animation: ${pulse} 1.2s ease-in-out infinite;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
