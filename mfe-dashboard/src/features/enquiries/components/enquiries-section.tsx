import { LIMITS, useDispatch, useSelector, type Enquiry } from 'shared-data';
import { Field, rule, useFormErrors } from 'shared-ui/forms';
import { FormModal } from '../../../shared/components/form-modal';
import { CardGrid, ListStatus, Panel } from '../../../shared/components/panel';
import { useDialog } from '../../../shared/hooks/use-dialog';
import { emptyText, ListTools, Pager } from '../../../shared/components/paged-list';
import { usePagedList } from '../../../shared/hooks/use-page-request';
import { useOnChange } from '../../../shared/hooks/use-on-change';
import { respondingEnquiry, retrievingEnquiries, selectEnquiries } from '../store/enquiries.slice';
import { EnquiryCard } from './enquiry-card';

const STATES = ['awaiting', 'answered'] as const;
const FILTER = {
  label: 'Show',
  options: [
    { value: '', label: 'All enquiries' },
    { value: 'awaiting', label: 'Awaiting response' },
    { value: 'answered', label: 'Answered' },
  ],
};

/**
 * The clients' enquiries, newest first, a page at a time with search and filter kept in the
 * URL, and the answers staff send them (docs/behaviour.md#dashboard).
 */
export function EnquiriesSection() {
  const dispatch = useDispatch();
  const { list, responding } = useSelector(selectEnquiries);
  // The enquiry being answered, kept after the modal closes so its title holds as it fades out.
  const dialog = useDialog<Enquiry>();
  const target = dialog.subject;
  const { errors, check, clear } = useFormErrors({
    response: rule.required('Write the response to send'),
  });

  const { request, change, load } = usePagedList(retrievingEnquiries, list, STATES);

  const close = () => {
    clear('response');
    dialog.hide();
  };
  useOnChange(responding.done, close);

  return (
    <Panel title="Client Enquiries">
      <ListTools
        list={list}
        request={request}
        onChange={change}
        searchLabel="Search enquiries"
        filter={FILTER}
        noun={['enquiry', 'enquiries']}
      />
      <ListStatus
        list={list}
        what="enquiries"
        emptyMessage={emptyText(list, 'enquiries', 'You have no enquiries')}
        onRetry={load}
      >
        {(items) => (
          <CardGrid>
            {items.map((enquiry) => (
              <li key={enquiry.query_id}>
                <EnquiryCard enquiry={enquiry} onRespond={() => dialog.show(enquiry)} />
              </li>
            ))}
          </CardGrid>
        )}
      </ListStatus>
      <Pager list={list} onPage={(page) => change({ page })} label="Enquiries pages" />
      <FormModal
        open={dialog.open}
        title={`Query ${target?.query_id ?? ''} Response`}
        onClose={close}
        busy={responding.busy}
        submitLabel="Send Response"
        onSubmit={(form) => {
          const values = check(form);
          if (!values || !target) return;
          dispatch(
            respondingEnquiry.start({
              query_id: target.query_id,
              response: values.response,
              email: target.email,
              fullname: target.fullname,
            }),
          );
        }}
      >
        {target && <p>{`To ${target.fullname}, by email. Their message: “${target.message}”`}</p>}
        <Field
          as="textarea"
          label="Response"
          name="response"
          rows={8}
          maxLength={LIMITS.longText}
          required
          error={errors.response}
          onChange={() => clear('response')}
        />
      </FormModal>
    </Panel>
  );
}
