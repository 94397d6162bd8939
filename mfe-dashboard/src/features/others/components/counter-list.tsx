import { Fragment } from 'react';
import styled from 'styled-components';
import { LIMITS, useDispatch, useSelector, type Counter as CounterItem } from 'shared-data';
import { Button, cardSurface, Counter } from 'shared-ui';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { CardGrid, ListStatus, PanelSection } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { SwahiliMissing, TwoLanguageField } from '../../../shared/components/two-language-field';
import { useListLoad } from '../../../shared/hooks/use-list-load';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { swahiliMissing, textToSend } from '../../../shared/two-languages';
import {
  creatingCounter,
  retrievingCounters,
  selectOthers,
  updatingCounter,
} from '../store/others.slice';

/** The counter value must be a number (the server takes 0 and up). */
const valueRule = (value: string) => {
  if (!value) return 'Enter the value as a number';
  const number = Number(value);
  return Number.isFinite(number) && number >= 0
    ? undefined
    : 'The value must be a number of 0 or more';
};

/** The home page's counters ('Why the clinic?', docs/behaviour.md#home), each with its Update. */
export function CounterList() {
  const dispatch = useDispatch();
  const { counters, savingCounter } = useSelector(selectOthers);
  // The counter being updated (none: a new one); kept while the modal fades out.
  const dialog = useDialog<CounterItem | null>();
  const editing = dialog.subject;
  const { errors, check, clear } = useFormErrors({
    title: rule.required('Enter a title'),
    content: valueRule,
  });

  const load = useListLoad(retrievingCounters);

  const edit = (counter: CounterItem | null) => {
    clear('title');
    clear('content');
    dialog.show(counter);
  };
  useOnChange(savingCounter.done, dialog.hide);

  return (
    <PanelSection
      title="Counters"
      actions={
        <Button aria-haspopup="dialog" onClick={() => edit(null)}>
          Add A Counter
        </Button>
      }
    >
      <ListStatus list={counters} what="counters" emptyMessage="No Counters Found" onRetry={load}>
        {(items) => (
          <CardGrid>
            {items.map((counter) => (
              <li key={counter.id}>
                <Box>
                  <Counter value={counter.content} title={counter.title} />
                  <SwahiliMissing missing={swahiliMissing(counter.title, counter.title_sw)} />
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => edit(counter)}>
                    Update
                  </Button>
                </Box>
              </li>
            ))}
          </CardGrid>
        )}
      </ListStatus>
      <FormModal
        open={dialog.open}
        title={editing ? 'Update Counter' : 'Create Counter'}
        onClose={dialog.hide}
        busy={savingCounter.busy}
        submitLabel="Save Counter"
        onSubmit={(form) => {
          const values = check(form);
          if (!values) return;
          const titleSw = (form.elements.namedItem('title_sw') as HTMLInputElement).value;
          const counter = {
            title: values.title,
            title_sw: textToSend(titleSw, editing?.title_sw),
            content: Number(values.content),
          };
          dispatch(
            editing
              ? updatingCounter.start({ id: editing.id, ...counter })
              : creatingCounter.start(counter),
          );
        }}
      >
        {/* A new form for each counter, so each starts from its own values. */}
        <Fragment key={editing?.id ?? 'new'}>
          <TwoLanguageField
            label="Title"
            name="title"
            maxLength={LIMITS.title}
            english={{
              defaultValue: editing?.title,
              error: errors.title,
              onChange: () => clear('title'),
            }}
            swahili={{ defaultValue: editing?.title_sw ?? '' }}
          />
          <Field
            label="Value"
            name="content"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            hint="The number the home page counts up to, followed by '+'."
            defaultValue={editing?.content}
            error={errors.content}
            onChange={() => clear('content')}
          />
        </Fragment>
      </FormModal>
    </PanelSection>
  );
}

const Box = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface}
`;
