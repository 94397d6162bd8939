import styled, { keyframes } from 'styled-components';
import type { Slot } from 'shared-data';
import { Button } from 'shared-ui';
import { formatClinic } from 'shared-data/contract/booking';
import { dayLabel, rangeLabel } from './clinic-labels';

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
  const times = distinctStarts(slots);
  const label = dayLabel(day);
  const state =
    status === 'loading'
      ? `Loading free times for ${label}`
      : status === 'failed'
        ? `The free times for ${label} could not be loaded`
        : times.length === 0
          ? `No free times on ${label}`
          : `${times.length} free ${times.length === 1 ? 'time' : 'times'} on ${label}`;
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
          Try again
        </Button>
      )}
      {status === 'done' &&
        partsOfDay(times).map(({ name, slots: part }) => (
          <Part key={name} aria-labelledby={`times-${name}`}>
            <h3 id={`times-${name}`}>{name}</h3>
            <Times aria-label={`${name} free times on ${label}`}>
              {part.map((slot) => (
                <li key={`${slot.start}|${slot.doctor_id}`}>
                  <TimeButton
                    type="button"
                    aria-pressed={slot.start === chosen}
                    aria-label={`${rangeLabel(slot.start, slot.end)} on ${label}${doctorChosen ? '' : ' (any available doctor)'}`}
                    onClick={() => onChoose(slot)}
                  >
                    {rangeLabel(slot.start, slot.end).slice(0, 5)}
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
