import styled from 'styled-components';
import { LIMITS, useDispatch, useSelector, type Holiday } from 'shared-data';
import { Button } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ListStatus, PanelSection } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  addingHoliday,
  deletingHoliday,
  retrievingHolidays,
  selectSettings,
} from '../store/settings.slice';
import { dayName } from '../../../shared/clinic-texts';
import { EntryList } from './entry-list';

/** The administrators' closed days from today on: the list, add and remove. */
export function HolidaysPart() {
  const dispatch = useDispatch();
  const {
    holidays,
    addingHoliday: adding,
    deletingHoliday: deleting,
  } = useSelector(selectSettings);
  const remover = useDialog<Holiday>();
  const load = useListLoad(retrievingHolidays);
  useOnChange(deleting.done, remover.hide);
  useOnChange(adding.done, () => {
    (document.getElementById('holiday-form') as HTMLFormElement | null)?.reset();
  });
  const { errors, check, clear } = useFormErrors({
    date: rule.required('Choose the date'),
    name: rule.required('Enter the name of the holiday'),
  });

  return (
    <PanelSection title="Holidays">
      <p>The clinic is closed for online booking on these days.</p>
      <ListStatus list={holidays} what="holidays" emptyMessage="No holidays ahead" onRetry={load}>
        {(items) => (
          <EntryList aria-label="Holidays">
            {items.map((holiday) => (
              <li key={holiday.id}>
                <span>
                  <strong>{dayName(holiday.date, true)}</strong>
                  {` · ${holiday.name}`}
                </span>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`Remove ${holiday.name}`}
                  onClick={() => remover.show(holiday)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </EntryList>
        )}
      </ListStatus>
      <AddForm
        id="holiday-form"
        noValidate
        aria-label="Add a holiday"
        aria-busy={adding.busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const values = check(event.currentTarget);
          if (values) dispatch(addingHoliday.start(values));
        }}
      >
        <Field
          label="Date"
          name="date"
          type="date"
          required
          error={errors.date}
          onChange={() => clear('date')}
        />
        <Field
          label="Name"
          name="name"
          required
          maxLength={LIMITS.name}
          error={errors.name}
          onChange={() => clear('name')}
        />
        <Button type="submit" busy={adding.busy}>
          {adding.busy ? 'Processing ...' : 'Add holiday'}
        </Button>
      </AddForm>
      <ConfirmDialog
        open={remover.open}
        title={`Remove ${remover.subject?.name ?? ''}?`}
        confirmLabel="Remove"
        busy={deleting.busy}
        onCancel={remover.hide}
        onConfirm={() => {
          if (remover.subject) dispatch(deletingHoliday.start({ id: remover.subject.id }));
        }}
      >
        <p>That day becomes bookable again with the doctors&apos; usual hours.</p>
      </ConfirmDialog>
    </PanelSection>
  );
}

const AddForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;
