import { toClinicIso } from 'shared-data/contract';

/**
 * A stored time (ISO 8601, UTC) as the API shows it to staff: the clinic's wall clock with its
 * offset, milliseconds kept ('2026-11-26T22:50:00.000Z' -> '2026-11-27T01:50:00.000+03:00'), so
 * the part before 'T' is the clinic's date (docs/behaviour.md#enquiry-calls).
 */
export function clinicStamp(stored: string): string {
  const instant = new Date(stored);
  const clinic = toClinicIso(instant); // '2026-11-27T01:50:00+03:00'
  const ms = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return `${clinic.slice(0, 19)}.${ms}${clinic.slice(19)}`;
}
