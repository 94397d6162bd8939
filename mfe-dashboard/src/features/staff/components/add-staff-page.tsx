import { useRef } from 'react';
import styled from 'styled-components';
import { LIMITS, selectAuth, useDispatch, useSelector } from 'shared-data';
import { DASHBOARD_ROUTES } from '../../../shared/dashboard-routes';
import { Button, LinkButton } from 'shared-ui';
import { Field, focusControl, ImageField, rule, useFormErrors } from 'shared-ui/forms';
import { Panel } from '../../../shared/components/panel';
import { FullNameField } from '../../../shared/components/person-fields';
import { ProgressBar } from '../../../shared/components/progress-bar';
import { useImageChoice } from '../../../shared/hooks/use-image-choice';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { useUploadProgress } from '../../../shared/hooks/use-upload-progress';
import { creatingStaff, selectStaff } from '../store/staff.slice';

/**
 * Add A Staff (docs/behaviour.md#dashboard): full name, email and role required, an optional photo
 * (images only). The page stays after a success with the form emptied, so several can be added.
 */
export function AddStaffPage() {
  const isAdmin = useSelector(selectAuth).user?.isAdmin ?? false;
  return (
    <Panel
      title="Add A Staff"
      actions={
        <LinkButton variant="secondary" to={DASHBOARD_ROUTES.staff}>
          Back to The Staff
        </LinkButton>
      }
    >
      {isAdmin ? <AddStaffForm /> : <Note>Only administrators can add staff accounts.</Note>}
    </Panel>
  );
}

function AddStaffForm() {
  const dispatch = useDispatch();
  const { adding } = useSelector(selectStaff);
  const progress = useUploadProgress(creatingStaff);
  const photo = useImageChoice();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, clear } = useFormErrors({
    fullname: rule.required('Enter the full name'),
    email: rule.email(
      'Enter the email address',
      'Enter a valid email address, like name@example.com',
    ),
    role: rule.required('Enter the staff role'),
  });

  // Each member added empties the form for the next one.
  useOnChange(adding.done, () => {
    const form = formRef.current;
    form?.reset();
    photo.reset();
    if (form) focusControl(form, 'fullname');
  });

  return (
    <Form
      ref={formRef}
      noValidate
      aria-label="Add A Staff"
      aria-busy={adding.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (adding.busy) return;
        const form = event.currentTarget;
        const values = check(form);
        const photoFine = photo.check();
        if (!values) return;
        if (!photoFine) {
          focusControl(form, 'avatar');
          return;
        }
        dispatch(creatingStaff.start({ ...values, avatar: photo.file }));
      }}
    >
      <Fields disabled={adding.busy}>
        <FullNameField
          autoComplete="off"
          error={errors.fullname}
          onChange={() => clear('fullname')}
        />
        <Field
          label="Email address"
          name="email"
          type="email"
          autoComplete="off"
          required
          error={errors.email}
          onChange={() => clear('email')}
        />
        <Field
          label="Staff role"
          name="role"
          required
          maxLength={LIMITS.name}
          hint="As shown on the staff card, e.g. Veterinary Surgeon"
          error={errors.role}
          onChange={() => clear('role')}
        />
        <ImageField label="Profile photo (optional)" name="avatar" {...photo.field} />
      </Fields>
      {adding.busy && progress != null && <ProgressBar value={progress} label="Uploading" />}
      <Button type="submit" busy={adding.busy}>
        {adding.busy ? 'Processing ...' : 'Add Staff'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  max-width: 560px;
`;

const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
