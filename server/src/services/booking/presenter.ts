import {
  toClinicIso,
  type BookingConfirmation,
  type ManagedAppointment,
  type Slot,
  type StaffAppointment,
} from 'shared-data/contract';
import type { BookingRecord } from '../../repositories/booking-repository';
import type { ManageLinks } from './link-tokens';
import { changeUntil, isChangeable } from './rules';
import type { FreeSlot } from './slots';

// Records as the contract shows them: times in the clinic's zone, fields in the API's names.

export function presentSlot(slot: FreeSlot): Slot {
  return {
    start: toClinicIso(slot.start),
    end: toClinicIso(slot.end),
    doctor_id: slot.doctor.id,
    doctor_name: slot.doctor.name,
  };
}

/** `remindVaccinations`: whether its contact has a consent to vaccination reminders in force. */
export function presentStaffAppointment(
  b: BookingRecord,
  remindVaccinations: boolean,
): StaffAppointment {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    source: b.source,
    start: toClinicIso(b.start),
    end: toClinicIso(b.end),
    doctor_id: b.doctorId,
    doctor_name: b.doctorName,
    type_id: b.typeId,
    type_name: b.typeName,
    minutes: b.minutes,
    fullname: b.fullname,
    phonenumber: b.phonenumber,
    email: b.email,
    pet_name: b.petName,
    species: b.species,
    note: b.note,
    remind_vaccinations: remindVaccinations,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
  };
}

/** The booking as its manage link shows it, at `now` (whether it may still change). */
export function presentManaged(
  b: BookingRecord,
  remindVaccinations: boolean,
  now: number,
): ManagedAppointment {
  return {
    reference: b.reference,
    status: b.status,
    start: toClinicIso(b.start),
    end: toClinicIso(b.end),
    doctor_id: b.doctorId,
    doctor_name: b.doctorName,
    type: { id: b.typeId, name: b.typeName, minutes: b.minutes },
    fullname: b.fullname,
    pet_name: b.petName,
    species: b.species,
    changeable: isChangeable(b, now),
    change_until: toClinicIso(changeUntil(b)),
    remind_vaccinations: remindVaccinations,
  };
}

/** What a visitor is told of the booking just made, with its links. */
export function presentConfirmation(b: BookingRecord, links: ManageLinks): BookingConfirmation {
  return {
    reference: b.reference,
    start: toClinicIso(b.start),
    end: toClinicIso(b.end),
    doctor_id: b.doctorId,
    manage_url: links.manageUrl(b.id, b.language),
    short_url: links.shortUrl(b.id),
    calendar_url: links.calendarUrl(b.id),
  };
}

/** A time as the activity log's summaries give it: the clinic's 'YYYY-MM-DD HH:MM'. */
export const whenOf = (iso: string) => toClinicIso(iso).slice(0, 16).replace('T', ' ');
