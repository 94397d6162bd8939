import type { StaffAppointment } from 'shared-data';

/** Which dialog the schedule has open. */
export type DialogRequest =
  | { kind: 'details' | 'move' | 'cancel'; appointment: StaffAppointment }
  | { kind: 'phone'; day: string };
