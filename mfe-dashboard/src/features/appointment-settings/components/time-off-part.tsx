import styled from 'styled-components';
import { LIMITS, useDispatch, useSelector, type TimeOff } from 'shared-data';
import { clinicInstant, formatClinic, toClinicIso } from 'shared-data/contract/booking';
import { Button } from 'shared-ui';
import { Field, useFormErrors } from 'shared-ui/forms';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ListStatus } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import {
  addingTimeOff,
  deletingTimeOff,
  retrievingTimeOff,
  selectSettings,
} from '../store/settings.slice';
import { EntryList } from './entry-list';

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** A datetime-local value read as the clinic's wall clock, as the API's instant. */
function clinicIso(value: string): string | null {
  const match = LOCAL.exec(value);
  return match ? toClinicIso(clinicInstant(match[1] as string, match[2] as string)) : null;
}

const when = (instant: string) => formatClinic(instant, 'EEE d MMM yyyy, HH.mm');

/** Time off of one person (whose: a doctor's id, '' for one's own): the list and a form to add. */
export function TimeOffPart({ whose }: { whose: string }) {
  const dispatch = useDispatch();
  const { timeOff, addingTimeOff: adding, deletingTimeOff: deleting } = useSelector(selectSettings);
  const confirm = useDialog<TimeOff>();
  const { errors, check, clear } = useFormErrors({
    start: (value: string) => (clinicIso(value) ? undefined : 'Enter when the time off starts'),
    end: (value: string) => (clinicIso(value) ? undefined : 'Enter when the time off ends'),
    reason: () => undefined,
  });
  useOnChange(deleting.done, confirm.hide);
  // The form empties for the next range once one is saved.
  useOnChange(adding.done, () => {
    (document.getElementById('time-off-form') as HTMLFormElement | null)?.reset();
  });

  return (
    <>
      <ListStatus
        list={timeOff}
        what="time off"
        emptyMessage="No time off planned"
        onRetry={() => dispatch(retrievingTimeOff.start(whose ? { doctor: whose } : {}))}
      >
        {(items) => (
          <EntryList aria-label="Time off">
            {items.map((range) => (
              <li key={range.id}>
                <span>
                  {`${when(range.start)} – ${when(range.end)}`}
                  {range.reason && <strong>{` · ${range.reason}`}</strong>}
                </span>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`Remove the time off from ${when(range.start)}`}
                  onClick={() => confirm.show(range)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </EntryList>
        )}
      </ListStatus>
      <AddForm
        id="time-off-form"
        noValidate
        aria-label="Add time off"
        aria-busy={adding.busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const values = check(event.currentTarget);
          if (!values) return;
          // The server refuses an end before the start, naming the field; the form stays.
          dispatch(
            addingTimeOff.start({
              ...(whose ? { doctor_id: whose } : {}),
              start: clinicIso(values.start) as string,
              end: clinicIso(values.end) as string,
              ...(values.reason ? { reason: values.reason } : {}),
            }),
          );
        }}
      >
        <Field
          label="From"
          name="start"
          type="datetime-local"
          step={900}
          required
          error={errors.start}
          onChange={() => clear('start')}
        />
        <Field
          label="To"
          name="end"
          type="datetime-local"
          step={900}
          required
          error={errors.end}
          onChange={() => clear('end')}
        />
        <Field
          label="Reason (optional)"
          name="reason"
          maxLength={LIMITS.title}
          hint="Leave, a training day…"
        />
        <Button type="submit" busy={adding.busy}>
          {adding.busy ? 'Processing ...' : 'Add time off'}
        </Button>
      </AddForm>
      <ConfirmDialog
        open={confirm.open}
        title={confirm.subject ? `Remove the time off from ${when(confirm.subject.start)}?` : ''}
        confirmLabel="Remove"
        busy={deleting.busy}
        onCancel={confirm.hide}
        onConfirm={() => {
          if (confirm.subject) dispatch(deletingTimeOff.start({ id: confirm.subject.id }));
        }}
      >
        <p>Those hours become bookable again.</p>
      </ConfirmDialog>
    </>
  );
}

const AddForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
