import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'shared-ui';
import { addClinicDays, clinicDay, clinicWeekday, DAY_PATTERN } from 'shared-data/contract/booking';

export type ScheduleView = 'day' | 'week';

export interface ScheduleQuery {
  view: ScheduleView;
  /** The clinic day on show (in the week view, any day of that week). */
  day: string;
  /** A doctor's id, or '' for the whole clinic. */
  doctor: string;
}

/** The Monday of a clinic day's week. */
export const weekStart = (day: string) => addClinicDays(day, 1 - clinicWeekday(day));

/** The first and last clinic day a query shows. */
export function rangeOf({ view, day }: ScheduleQuery): { from: string; to: string } {
  if (view === 'day') return { from: day, to: day };
  const from = weekStart(day);
  return { from, to: addClinicDays(from, 6) };
}

const isDay = (value: string | null): value is string =>
  value !== null && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The schedule's view, day and doctor, kept in the URL query (?view=week&day=2026-03-03&doctor=…),
 * so Back and Forward step through what was looked at and a view can be bookmarked. Today (the
 * clinic's) and the whole clinic by default.
 */
export function useScheduleQuery() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo<ScheduleQuery>(() => {
    const params = new URLSearchParams(search);
    const day = params.get('day');
    return {
      view: params.get('view') === 'week' ? 'week' : 'day',
      day: isDay(day) ? day : clinicDay(),
      doctor: params.get('doctor') ?? '',
    };
  }, [search]);

  const change = useCallback(
    (next: Partial<ScheduleQuery>) => {
      const merged = { ...query, ...next };
      const params = new URLSearchParams();
      if (merged.view === 'week') params.set('view', 'week');
      params.set('day', merged.day);
      if (merged.doctor) params.set('doctor', merged.doctor);
      // Under the portal's declarative router navigate() is synchronous and cannot fail.
      void navigate(`${pathname}?${params.toString()}`);
    },
    [navigate, pathname, query],
  );

  return { query, change };
}
