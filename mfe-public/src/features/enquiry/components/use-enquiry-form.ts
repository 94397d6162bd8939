import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'shared-data';
import {
  geoLookupStarted,
  selectEnquiry,
  sendingEnquiry,
  type EnquiryDraft,
} from '../store/enquiry.slice';

/**
 * The state of the enquiry form: its values, whether it is sending, and a clear-down once the
 * API has accepted it (only on success: after a failure what was typed stays). The location
 * lookup starts when the form opens.
 */
export function useEnquiryForm<V extends Record<string, string>>(empty: V) {
  const dispatch = useDispatch();
  const { isLoading, sent: sentCount } = useSelector(selectEnquiry);
  const [values, setValues] = useState<V>(empty);
  const [submitted, setSubmitted] = useState(false);
  const seen = useRef(sentCount);
  const emptyRef = useRef(empty);

  useEffect(() => {
    dispatch(geoLookupStarted());
  }, [dispatch]);

  useEffect(() => {
    if (sentCount === seen.current) return;
    seen.current = sentCount;
    setValues(emptyRef.current);
    setSubmitted(false);
  }, [sentCount]);

  const set = (name: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const send = (enquiry: EnquiryDraft) => dispatch(sendingEnquiry.start(enquiry));

  return {
    values,
    set,
    /** True once the visitor tried to send: field messages show from then on. */
    submitted,
    markSubmitted: () => setSubmitted(true),
    busy: isLoading,
    send,
  };
}
