import { useState } from 'react';
import { LIMITS, useDispatch, useSelector } from 'shared-data';
import { normaliseKenyanPhone } from 'shared-data/contract/booking';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { selectBookingDoctors } from '../../../shared/store/booking-doctors';
import { bookingByPhone, selectSchedule } from '../store/schedule.slice';
import { SlotPicker } from './slot-picker';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A booking taken by phone (POST appointments/staff): type, doctor, day and one of its free
 * times, then the client's details; the email is optional (a confirmation goes when given).
 */
export function PhoneBookingModal({
  day: firstDay,
  onClose,
}: {
  day: string;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const { booking, types } = useSelector(selectSchedule);
  const doctors = useSelector(selectBookingDoctors);
  const [type, setType] = useState('');
  const [doctor, setDoctor] = useState('');
  const [day, setDay] = useState(firstDay);
  const { errors, check, clear } = useFormErrors({
    type: rule.required('Choose the type of appointment'),
    doctor: rule.required('Choose the doctor'),
    start: rule.required('Choose a free time'),
    fullname: rule.required("Enter the client's name"),
    phonenumber: (value: string) =>
      !value
        ? "Enter the client's phone number"
        : normaliseKenyanPhone(value)
          ? undefined
          : 'Enter a Kenyan phone number, e.g. 0722 123 456',
    email: (value: string) =>
      !value || EMAIL.test(value)
        ? undefined
        : 'Enter a valid email address, like name@example.com',
    pet_name: rule.required("Enter the pet's name"),
    species: rule.required('Enter the species (dog, cat, cow…)'),
    note: () => undefined,
  });
  useOnChange(booking.done, onClose);

  return (
    <FormModal
      open
      title="Add a booking taken by phone"
      onClose={onClose}
      busy={booking.busy}
      submitLabel="Book"
      onSubmit={(form) => {
        const values = check(form);
        if (!values) return;
        dispatch(
          bookingByPhone.start({
            type: values.type,
            doctor_id: values.doctor,
            start: values.start,
            fullname: values.fullname,
            phonenumber: values.phonenumber,
            pet_name: values.pet_name,
            species: values.species,
            ...(values.email ? { email: values.email } : {}),
            ...(values.note ? { note: values.note } : {}),
          }),
        );
      }}
    >
      <Field
        as="select"
        label="Type"
        name="type"
        required
        value={type}
        error={errors.type}
        onChange={(event) => {
          setType(event.target.value);
          clear('type');
        }}
      >
        <option value="">Choose a type</option>
        {types.items.map((t) => (
          <option key={t.id} value={t.id}>
            {`${t.name} (${t.minutes} min)`}
          </option>
        ))}
      </Field>
      <Field
        as="select"
        label="Doctor"
        name="doctor"
        required
        value={doctor}
        error={errors.doctor}
        onChange={(event) => {
          setDoctor(event.target.value);
          clear('doctor');
        }}
      >
        <option value="">Choose a doctor</option>
        {doctors.items.map((d) => (
          <option key={d.id} value={d.id}>
            {d.fullname}
          </option>
        ))}
      </Field>
      <Field
        label="Day"
        name="day"
        type="date"
        required
        value={day}
        onChange={(event) => {
          if (event.target.value) setDay(event.target.value);
        }}
      />
      <SlotPicker
        type={type}
        doctor={doctor}
        day={day}
        error={errors.start}
        onChange={() => clear('start')}
      />
      <Field
        label="Client's full name"
        name="fullname"
        required
        maxLength={LIMITS.name}
        autoComplete="off"
        error={errors.fullname}
        onChange={() => clear('fullname')}
      />
      <Field
        label="Phone number"
        name="phonenumber"
        type="tel"
        required
        maxLength={30}
        error={errors.phonenumber}
        onChange={() => clear('phonenumber')}
      />
      <Field
        label="Email (optional)"
        name="email"
        type="email"
        hint="A confirmation with the manage link is mailed when given"
        error={errors.email}
        onChange={() => clear('email')}
      />
      <Field
        label="Pet's name"
        name="pet_name"
        required
        maxLength={LIMITS.name}
        error={errors.pet_name}
        onChange={() => clear('pet_name')}
      />
      <Field
        label="Species"
        name="species"
        required
        maxLength={LIMITS.name}
        error={errors.species}
        onChange={() => clear('species')}
      />
      <Field
        as="textarea"
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={LIMITS.bookingNote}
      />
    </FormModal>
  );
}
