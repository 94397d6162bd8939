import { createOperation, type Doctor, listReducer, type ListState } from 'shared-data';

/** GET auth/doctors (docs/behaviour.md#account-calls). */
export const retrievingDoctors = createOperation<void, Doctor[]>('RETRIVING_DOCTORS');

export const doctorsReducer = listReducer(retrievingDoctors, (doctors) => doctors);

export interface DoctorsState {
  publicDoctors: ListState<Doctor>;
}

export const selectDoctors = (state: DoctorsState) => state.publicDoctors;
export const selectDoctor = (id: string | undefined) => (state: DoctorsState) =>
  state.publicDoctors.items.find((doctor) => doctor._id === id);
