import { useEffect } from 'react';
import { useDispatch, useSelector } from 'shared-data';
import { Field } from 'shared-ui/forms';
import { retrievingSlots, selectSchedule } from '../store/schedule.slice';
import { clock, dayName } from '../../../shared/clinic-texts';

export interface SlotPickerProps {
  /** The appointment type, the doctor and the clinic day whose free times are offered. */
  type: string;
  doctor: string;
  day: string;
  error?: string;
  onChange: () => void;
}

/**
 * The free times of one type, doctor and day as a select named 'start' (values are the slots'
 * ISO instants); loads them again whenever one of the three changes.
 */
export function SlotPicker({ type, doctor, day, error, onChange }: SlotPickerProps) {
  const dispatch = useDispatch();
  const { slots } = useSelector(selectSchedule);
  useEffect(() => {
    if (type && doctor && day)
      dispatch(retrievingSlots.start({ type, doctor, from: day, to: day }));
  }, [dispatch, type, doctor, day]);

  const ready = Boolean(type && doctor && day);
  const loading = ready && (slots.isLoading || slots.status === 'idle');
  const hint = !ready
    ? 'Choose the type, the doctor and the day first'
    : loading
      ? 'Looking for free times…'
      : slots.status === 'failed'
        ? 'The free times could not be loaded; change the day to try again'
        : slots.items.length === 0
          ? `No free time on ${dayName(day)}`
          : `${slots.items.length} free times on ${dayName(day)}`;
  return (
    <Field
      as="select"
      label="Time"
      name="start"
      required
      hint={<span aria-live="polite">{hint}</span>}
      error={error}
      onChange={onChange}
      defaultValue=""
      key={`${type}/${doctor}/${day}/${slots.items.length}`}
    >
      <option value="">Choose a time</option>
      {ready &&
        !loading &&
        slots.items.map((slot) => (
          <option key={slot.start} value={slot.start}>
            {clock(slot.start)}
          </option>
        ))}
    </Field>
  );
}
