import { addClinicDays, clinicDay, clinicInstant, toClinicIso } from 'shared-data/contract';

/**
 * Start times for bookings taken by phone, each another 15 minutes: evenings (18:00-23:45,
 * clinic time) from `daysAhead` days on. Staff may book outside working hours and visitors
 * cannot, so these never meet the free slots a test books online.
 */
export function eveningTimes(daysAhead = 3): () => string {
  let next = 0;
  return () => {
    const k = next;
    next += 1;
    const day = addClinicDays(clinicDay(), daysAhead + Math.floor(k / 24));
    const minutes = 18 * 60 + (k % 24) * 15;
    const pad = (n: number) => String(n).padStart(2, '0');
    return toClinicIso(clinicInstant(day, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`));
  };
}

let phones = 0;

/** A Kenyan mobile number no other call of this process has used ('07XXXXXXXX'). */
export function uniquePhone(): string {
  phones += 1;
  return `07${String(30_000_000 + (process.pid % 1000) * 10_000 + phones).padStart(8, '0')}`;
}
