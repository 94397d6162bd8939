import styled from 'styled-components';
import { useIntl, useSiteLocale } from 'shared-ui';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Nairobi is UTC+3 all year (no daylight saving). */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * '3 March 2026': the day an article was published, on the clinic's calendar. Worked out from
 * the timestamp alone, not the runtime's locale or zone, so the server's HTML and the browser
 * agree to the letter. Null for a timestamp that does not parse.
 */
export function publishedLabel(createdAt: string): string | null {
  const day = nairobiDay(createdAt);
  if (!day) return null;
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The timestamp moved to Nairobi's wall clock, read with the UTC getters; null if unparsable. */
function nairobiDay(createdAt: string): Date | null {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? null : new Date(time + NAIROBI_OFFSET_MS);
}

/**
 * The publication date of a blog, as a `<time>` element (nothing when it does not parse). English
 * as publishedLabel words it; Kiswahili through Intl ('1 Februari 2026'), on the same Nairobi
 * day, read in UTC so that no time zone data is involved.
 */
export function PublishedDate({ createdAt }: { createdAt: string }) {
  const intl = useIntl();
  const english = useSiteLocale() === 'en';
  const day = nairobiDay(createdAt);
  if (!day) return null;
  const label = english
    ? publishedLabel(createdAt)
    : intl.formatDate(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return <When dateTime={createdAt}>{label}</When>;
}

const When = styled.time`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
