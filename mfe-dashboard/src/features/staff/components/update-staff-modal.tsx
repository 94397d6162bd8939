import styled from 'styled-components';
import {
  LIMITS,
  STAFF_STATUSES,
  useDispatch,
  useSelector,
  type StaffMember,
  type StaffStatus,
} from 'shared-data';
import { PET_SPECIES } from 'shared-data/contract/booking';
import { Button } from 'shared-ui';
import { Field, useFormErrors } from 'shared-ui/forms';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { FormModal } from '../../../shared/components/form-modal';
import { PersonFields, personRules } from '../../../shared/components/person-fields';
import { deletingStaff, selectStaff, updatingStaff } from '../store/staff.slice';

export interface UpdateStaffModalProps {
  /** The member, with the email an administrator's list carries. */
  member: StaffMember & { email: string };
  open: boolean;
  onClose: () => void;
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
}

/**
 * An administrator's modal for one member (docs/behaviour.md#dashboard): Update, Delete Account
 * (asked first, naming the person) and Close. A refusal keeps what was typed; the section closes it
 * on success.
 */
export function UpdateStaffModal({
  member,
  open,
  onClose,
  confirming,
  onConfirmingChange,
}: UpdateStaffModalProps) {
  const dispatch = useDispatch();
  const { updating, deleting } = useSelector(selectStaff);
  const { errors, check, clear } = useFormErrors({
    ...personRules('Enter the full name'),
    role: () => undefined,
  });

  return (
    <>
      <FormModal
        open={open}
        title={member.fullname}
        onClose={onClose}
        busy={updating.busy}
        submitLabel="Update"
        destructive={
          <Button
            variant="danger"
            aria-haspopup="dialog"
            disabled={updating.busy}
            onClick={() => onConfirmingChange(true)}
          >
            Delete Account
          </Button>
        }
        onSubmit={(form) => {
          const values = check(form);
          if (!values) return;
          const control = (name: string) =>
            form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
          const on = (name: string) => (control(name) as HTMLInputElement).checked;
          dispatch(
            updatingStaff.start({
              email: member.email,
              changes: {
                ...values,
                isAdmin: on('isAdmin'),
                isDoctor: on('isDoctor'),
                status: control('status').value as StaffStatus,
                species: PET_SPECIES.filter(
                  (species) =>
                    form.querySelector<HTMLInputElement>(
                      `input[name="species"][value="${species}"]`,
                    )?.checked,
                ),
              },
            }),
          );
        }}
      >
        <PersonFields
          person={member}
          rows={3}
          nameError={errors.fullname}
          onNameChange={() => clear('fullname')}
        />
        <Switches>
          <Switch label="Is Admin" name="isAdmin" defaultChecked={member.isAdmin} />
          <Switch label="Is Doctor" name="isDoctor" defaultChecked={member.isDoctor} />
        </Switches>
        <Field as="select" label="Status" name="status" defaultValue={member.status}>
          {STAFF_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Field>
        <Field label="Role" name="role" maxLength={LIMITS.name} defaultValue={member.role} />
        <SpeciesSeen aria-describedby="species-seen-hint">
          <legend>Species seen</legend>
          <p id="species-seen-hint">
            Online booking offers this doctor only for these. None ticked: every species.
          </p>
          <div>
            {PET_SPECIES.map((species) => (
              <label key={species}>
                <input
                  type="checkbox"
                  name="species"
                  value={species}
                  defaultChecked={member.species?.includes(species) ?? false}
                />
                {species}
              </label>
            ))}
          </div>
        </SpeciesSeen>
      </FormModal>
      <ConfirmDialog
        open={open && confirming}
        title={`Delete ${member.fullname}'s account?`}
        confirmLabel="Delete"
        busy={deleting.busy}
        onConfirm={() => dispatch(deletingStaff.start({ email: member.email }))}
        onCancel={() => onConfirmingChange(false)}
      >
        <p>The account, its photo and its images are removed. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

/** An on/off control: a checkbox announced as a switch. */
function Switch({
  label,
  name,
  defaultChecked,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
}) {
  return (
    <SwitchLabel>
      <input type="checkbox" role="switch" name={name} defaultChecked={defaultChecked} />
      <Track aria-hidden="true" />
      {label}
    </SwitchLabel>
  );
}

const SpeciesSeen = styled.fieldset`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]}`};
    color: ${({ theme }) => theme.colors.muted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 44px;
  }
`;

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const SwitchLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    width: 44px;
    height: 24px;
    margin: 0;
    cursor: pointer;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
  }
  input:checked + span::after {
    transform: translateX(20px);
  }
  input:disabled + span {
    opacity: 0.65;
  }
`;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.muted};
  transition: background-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.onPrimary};
    transition: transform 0.15s ease;
  }
`;
