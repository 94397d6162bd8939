import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  CLINIC_HOURS,
  addClinicDays,
  clinicDays,
  clinicWeekday,
  closedReason,
  type ClosedReason,
} from 'shared-data/contract/booking';
import { defineMessages, useIntl, useSiteLocale } from 'shared-ui';
import { useClinicLabels } from './clinic-labels';

const messages = defineMessages({
  holiday: {
    id: 'booking.days.closedHoliday',
    defaultMessage: '{holiday}, a public holiday: call to book',
  },
  sunday: { id: 'booking.days.closedSunday', defaultMessage: 'Sunday: call to book' },
  saturday: { id: 'booking.days.closedSaturday', defaultMessage: 'Saturday: closed' },
  clinicOnly: {
    id: 'booking.days.clinicOnly',
    defaultMessage: 'first Saturday: {clinic} only',
  },
  geriatricClinic: {
    id: 'booking.days.geriatricClinic',
    defaultMessage: 'geriatric wellness clinic',
  },
});

export interface DayPickerProps {
  /** The first and last day bookable online (clinic days, 'YYYY-MM-DD'). */
  first: string;
  last: string;
  /** Public holidays in the window: day -> name. */
  holidays: Record<string, string>;
  /** The appointment type: the first Saturday opens for its own type only. */
  type: string;
  selected: string | null;
  onSelect: (day: string) => void;
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/** What a closed day's name adds, for a screen reader: why, and what to do. */
export function closedLabel(closed: ClosedReason): string {
  return closed.kind === 'holiday' || closed.kind === 'sunday'
    ? `${closed.text}: call to book`
    : closed.kind === 'saturday'
      ? 'Saturday: closed'
      : closed.text;
}

/**
 * The geriatric clinic's name in the page's language: English is shared-data's own
 * (CLINIC_HOURS.geriatricClinic.name).
 */
export function useGeriatricClinicName(): string {
  const intl = useIntl();
  return useSiteLocale() === 'en'
    ? CLINIC_HOURS.geriatricClinic.name
    : intl.formatMessage(messages.geriatricClinic);
}

/**
 * closedLabel in the page's language: English is shared-data's own words (closedReason), other
 * languages word the same reasons; `holiday` is the day's holiday name.
 */
function useClosedLabel(): (closed: ClosedReason, holiday: string | undefined) => string {
  const intl = useIntl();
  const english = useSiteLocale() === 'en';
  const clinic = useGeriatricClinicName();
  return (closed, holiday) => {
    if (english) return closedLabel(closed);
    if (closed.kind === 'holiday') return intl.formatMessage(messages.holiday, { holiday });
    if (closed.kind === 'sunday') return intl.formatMessage(messages.sunday);
    if (closed.kind === 'saturday') return intl.formatMessage(messages.saturday);
    return intl.formatMessage(messages.clinicOnly, { clinic });
  };
}

/**
 * The days of the booking window as a grid of weeks (Monday first), a WAI-ARIA grid: one
 * day is in the tab order, the arrow keys move by day and by week, Home and End to the week's
 * ends, Page Up and Page Down by four weeks; Enter or Space chooses. Closed days (Sundays,
 * holidays, Saturdays but the geriatric clinic's) are struck through and named with the
 * reason; they can be chosen too: the page then says why and what to do.
 */
export function DayPicker({
  first,
  last,
  holidays,
  type,
  selected,
  onSelect,
  labelledBy,
}: DayPickerProps) {
  const labels = useClinicLabels();
  const english = useSiteLocale() === 'en';
  const reasonOf = useClosedLabel();
  const [focused, setFocused] = useState(selected ?? first);
  const grid = useRef<HTMLTableElement>(null);
  const active = focused >= first && focused <= last ? focused : first;

  // Whole weeks from the Monday before `first` to the Sunday after `last`.
  const start = addClinicDays(first, 1 - clinicWeekday(first));
  const end = addClinicDays(last, 7 - clinicWeekday(last));
  const days = clinicDays(start, end);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));

  const moveTo = (day: string) => {
    const target = day < first ? first : day > last ? last : day;
    setFocused(target);
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = clinicWeekday(active);
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: 1 - weekday,
      End: 7 - weekday,
      PageUp: -28,
      PageDown: 28,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    moveTo(addClinicDays(active, step[event.key]!));
  };

  const caption = labels.months(first, last);

  return (
    <Grid
      role="grid"
      aria-labelledby={labelledBy}
      ref={grid}
      onKeyDown={onKeyDown}
      $longDays={!english}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {/* English shows 'Mon'; Kiswahili's names are not shortened (docs/glossary-sw.md). */}
          {labels.weekdays.map((name) => (
            <th key={name} scope="col" abbr={name}>
              <span aria-hidden="true">{english ? name.slice(0, 3) : name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const inWindow = day >= first && day <= last;
              if (!inWindow) return <td key={day} role="gridcell" aria-hidden="true" />;
              const closed = closedReason(day, holidays[day], type);
              const isSelected = day === selected;
              const date = Number(day.slice(8));
              return (
                <td key={day} role="gridcell" aria-selected={isSelected}>
                  <DayButton
                    type="button"
                    data-day={day}
                    tabIndex={day === active ? 0 : -1}
                    $closed={closed !== null}
                    $selected={isSelected}
                    aria-label={`${labels.day(day)}${closed ? `, ${reasonOf(closed, holidays[day])}` : ''}`}
                    onFocus={() => setFocused(day)}
                    onClick={() => onSelect(day)}
                  >
                    {date === 1 || day === first ? <small>{labels.shortMonth(day)}</small> : null}
                    {date}
                  </DayButton>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

// Whole weekday names (Kiswahili's) in a smaller type, so 'Alhamisi' fits a phone's column.
const Grid = styled.table<{ $longDays: boolean }>`
  width: 100%;
  max-width: 28rem;
  border-collapse: collapse;
  table-layout: fixed;
  margin-bottom: ${({ theme }) => theme.space[4]};
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  th {
    font-size: ${({ $longDays }) => ($longDays ? '0.6rem' : '0.8rem')};
    overflow-wrap: anywhere;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  td {
    padding: 2px;
    text-align: center;
  }
`;

const DayButton = styled.button<{ $closed: boolean; $selected: boolean }>`
  width: 100%;
  min-height: 44px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  line-height: 1.1;
  cursor: pointer;
  color: ${({ theme, $closed, $selected }) =>
    $selected ? theme.colors.onPrimary : $closed ? theme.colors.muted : theme.colors.text};
  background: ${({ theme, $closed, $selected }) =>
    $selected ? theme.colors.primary : $closed ? theme.colors.surface : theme.colors.background};
  text-decoration: ${({ $closed }) => ($closed ? 'line-through' : 'none')};
  small {
    font-size: 0.65rem;
    text-transform: uppercase;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
