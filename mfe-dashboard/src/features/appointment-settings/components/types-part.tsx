import styled from 'styled-components';
import { useDispatch, useSelector, type AppointmentTypeDetail } from 'shared-data';
import { BOOKING } from 'shared-data/contract/booking';
import { Button } from 'shared-ui';
import { Field, useFormErrors } from 'shared-ui/forms';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { FormModal } from '../../../shared/components/form-modal';
import { ListStatus, PanelSection } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { selectBookingDoctors } from '../../../shared/store/booking-doctors';
import {
  deletingType,
  retrievingTypeDetails,
  savingType,
  selectSettings,
} from '../store/settings.slice';

/** The administrators' appointment types: name, minutes, who does them, offered or not. */
export function TypesPart() {
  const dispatch = useDispatch();
  const { types, savingType: saving, deletingType: deleting } = useSelector(selectSettings);
  const doctors = useSelector(selectBookingDoctors);
  const editor = useDialog<AppointmentTypeDetail | null>();
  const remover = useDialog<AppointmentTypeDetail>();
  const load = useListLoad(retrievingTypeDetails);
  useOnChange(saving.done, editor.hide);
  useOnChange(deleting.done, remover.hide);
  const { errors, check, clear } = useFormErrors({
    name: (value: string) => (value ? undefined : 'Enter the name of the type'),
    minutes: (value: string) => {
      const minutes = Number(value);
      return Number.isInteger(minutes) &&
        minutes >= BOOKING.minMinutes &&
        minutes <= BOOKING.maxMinutes &&
        minutes % BOOKING.gridMinutes === 0
        ? undefined
        : `Minutes: ${BOOKING.minMinutes} to ${BOOKING.maxMinutes}, in steps of ${BOOKING.gridMinutes}`;
    },
  });
  const doctorName = (id: string) =>
    doctors.items.find((d) => d.id === id)?.fullname ?? 'a former doctor';
  const editing = editor.subject;

  return (
    <PanelSection
      title="Appointment types"
      actions={
        <Button aria-haspopup="dialog" onClick={() => editor.show(null)}>
          Add a type
        </Button>
      }
    >
      <ListStatus
        list={types}
        what="appointment types"
        emptyMessage="No appointment types"
        onRetry={load}
      >
        {(items) => (
          <Types>
            {items.map((type) => (
              <li key={type.id}>
                <div>
                  <strong>{type.name}</strong>
                  {` · ${type.minutes} minutes${type.active ? '' : ' · not offered'}`}
                  <Muted>
                    {type.doctor_ids.length
                      ? type.doctor_ids.map(doctorName).join(', ')
                      : 'No doctor yet: not bookable'}
                  </Muted>
                </div>
                <span>
                  <Button
                    variant="secondary"
                    aria-haspopup="dialog"
                    aria-label={`Edit ${type.name}`}
                    onClick={() => editor.show(type)}
                  >
                    Edit
                  </Button>{' '}
                  <Button
                    variant="danger"
                    aria-haspopup="dialog"
                    aria-label={`Delete ${type.name}`}
                    onClick={() => remover.show(type)}
                  >
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </Types>
        )}
      </ListStatus>
      <FormModal
        key={editor.key}
        open={editor.open}
        title={editing ? `Edit ${editing.name}` : 'Add an appointment type'}
        onClose={editor.hide}
        busy={saving.busy}
        submitLabel="Save type"
        onSubmit={(form) => {
          const values = check(form);
          if (!values) return;
          const chosen = Array.from(
            form.querySelectorAll<HTMLInputElement>('input[name="doctor_ids"]:checked'),
          ).map((box) => box.value);
          const active = (form.elements.namedItem('active') as HTMLInputElement).checked;
          dispatch(
            savingType.start({
              ...(editing ? { id: editing.id } : {}),
              changes: {
                name: values.name,
                minutes: Number(values.minutes),
                doctor_ids: chosen,
                active,
              },
            }),
          );
        }}
      >
        <Field
          label="Name"
          name="name"
          required
          defaultValue={editing?.name ?? ''}
          error={errors.name}
          onChange={() => clear('name')}
        />
        <Field
          label="Minutes"
          name="minutes"
          type="number"
          min={BOOKING.minMinutes}
          max={BOOKING.maxMinutes}
          step={BOOKING.gridMinutes}
          required
          defaultValue={editing?.minutes ?? 30}
          error={errors.minutes}
          onChange={() => clear('minutes')}
        />
        <Boxes>
          <legend>Doctors who do it</legend>
          {doctors.items.map((doctor) => (
            <label key={doctor.id}>
              <input
                type="checkbox"
                name="doctor_ids"
                value={doctor.id}
                defaultChecked={editing?.doctor_ids.includes(doctor.id) ?? false}
              />
              {doctor.fullname}
            </label>
          ))}
        </Boxes>
        <Boxes as="div">
          <label>
            <input type="checkbox" name="active" defaultChecked={editing?.active ?? true} />
            Offered for booking
          </label>
        </Boxes>
      </FormModal>
      <ConfirmDialog
        open={remover.open}
        title={`Delete the type '${remover.subject?.name ?? ''}'?`}
        confirmLabel="Delete"
        busy={deleting.busy}
        onCancel={remover.hide}
        onConfirm={() => {
          if (remover.subject) dispatch(deletingType.start({ id: remover.subject.id }));
        }}
      >
        <p>A type that has bookings cannot be deleted: make it not offered instead.</p>
      </ConfirmDialog>
    </PanelSection>
  );
}

const Types = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Boxes = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 32px;
  }
`;
