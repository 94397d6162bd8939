import styled from 'styled-components';

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
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return null;
  const day = new Date(time + NAIROBI_OFFSET_MS);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The publication date of a blog, as a `<time>` element (nothing when it does not parse). */
export function PublishedDate({ createdAt }: { createdAt: string }) {
  const label = publishedLabel(createdAt);
  if (!label) return null;
  return <When dateTime={createdAt}>{label}</When>;
}

const When = styled.time`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
