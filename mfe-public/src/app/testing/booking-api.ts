// Test helpers (not part of the remote): the booking calls answered in the contract's shapes,
// with slots computed for the day asked (clinic time), so the pages are driven through HTTP.
import type { BookingDoctor, ManagedAppointment, Slot } from 'shared-data';
import {
  addClinicDays,
  bookingWindow,
  clinicInstant,
  isClosedWeekday,
  toClinicIso,
} from 'shared-data/contract/booking';
import type { Recorded } from 'shared-data/testing/test-server';

export const TYPES = [
  { id: 't-consult', name: 'Consultation', minutes: 30 },
  { id: 't-vacc', name: 'Vaccination', minutes: 15 },
];

export const BOOKING_DOCTORS: BookingDoctor[] = [
  {
    id: 'd1',
    fullname: 'Dr. Wanjiru Kamau',
    role: 'Veterinary Surgeon',
    avatar: null,
    avatar_srcset: null,
  },
  { id: 'd2', fullname: 'Dr. David Otieno', role: 'Farm Vet', avatar: null, avatar_srcset: null },
];

/** The times each doctor is free on an open day (clinic clock). */
const FREE: Record<string, string[]> = { d1: ['09:00', '09:30', '11:00'], d2: ['09:00', '14:00'] };

export function slotAt(day: string, time: string, doctor: string, minutes = 30): Slot {
  const start = clinicInstant(day, time);
  return {
    start: toClinicIso(start),
    end: toClinicIso(start.getTime() + minutes * 60_000),
    doctor_id: doctor,
    doctor_name: BOOKING_DOCTORS.find((d) => d.id === doctor)!.fullname,
  };
}

/** The bookable weekdays of the window after tomorrow (clinic days), in order. */
export function openDays(): string[] {
  const { first, last } = bookingWindow();
  const days: string[] = [];
  for (let day = addClinicDays(first, 1); day <= last; day = addClinicDays(day, 1))
    if (!isClosedWeekday(day)) days.push(day);
  return days;
}

/**
 * The free slots of a day: every doctor's FREE times, none on a Sunday, a holiday or an
 * `empty` day, and none `taken`.
 */
export function freeSlots(
  day: string,
  { doctor, empty = [], taken = [] }: { doctor?: string; empty?: string[]; taken?: string[] } = {},
): Slot[] {
  if (isClosedWeekday(day) || empty.includes(day)) return [];
  return Object.entries(FREE)
    .filter(([id]) => !doctor || id === doctor)
    .flatMap(([id, times]) => times.map((time) => slotAt(day, time, id)))
    .filter((slot) => !taken.includes(slot.start))
    .sort((a, b) => a.start.localeCompare(b.start));
}

export const query = (req: Recorded) => new URL(req.url, 'http://x').searchParams;

export function managed(overrides: Partial<ManagedAppointment> = {}): ManagedAppointment {
  const day = openDays()[2]!;
  const start = slotAt(day, '09:00', 'd1');
  return {
    reference: 'MV-7K3P9Q',
    status: 'booked',
    start: start.start,
    end: start.end,
    doctor_id: 'd1',
    doctor_name: 'Dr. Wanjiru Kamau',
    type: TYPES[0]!,
    fullname: 'Kamau Njenga',
    pet_name: 'Simba',
    species: 'Dog',
    changeable: true,
    change_until: toClinicIso(clinicInstant(day, '07:00')),
    ...overrides,
  };
}
