import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'shared-data';
import { useSiteLocale } from 'shared-ui';
import {
  geoLookupStarted,
  selectEnquiry,
  sendingEnquiry,
  type EnquiryDraft,
} from '../store/enquiry.slice';

/**
 * The state of the enquiry form: its values, whether it is sending, whether the API has just
 * accepted it (`confirmed`: the values are cleared then, and only then: after a failure what was
 * typed stays), and each refusal on fields as it comes, with the values it was
 * refused for (`onRefused`). The location lookup starts
 * when the form opens. `start`: values to start from (a form the server refused, posted without
 * JavaScript).
 */
export function useEnquiryForm<V extends Record<string, string>>(
  empty: V,
  {
    start,
    onRefused,
  }: { start?: V | null; onRefused?: (fields: string[], values: V) => void } = {},
) {
  const dispatch = useDispatch();
  const { isLoading, sent: sentCount, refused } = useSelector(selectEnquiry);
  const [values, setValues] = useState<V>(() => start ?? empty);
  const [confirmed, setConfirmed] = useState(false);
  const seenSent = useRef(sentCount);
  const seenRefusal = useRef(refused.count);
  const emptyRef = useRef(empty);
  const onRefusedRef = useRef(onRefused);
  onRefusedRef.current = onRefused;

  useEffect(() => {
    dispatch(geoLookupStarted());
  }, [dispatch]);

  useEffect(() => {
    if (sentCount === seenSent.current) return;
    seenSent.current = sentCount;
    setValues(emptyRef.current);
    setConfirmed(true);
  }, [sentCount]);

  useEffect(() => {
    if (refused.count === seenRefusal.current) return;
    seenRefusal.current = refused.count;
    onRefusedRef.current?.(refused.fields, values);
  }, [refused, values]);

  const set = (name: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  // The page's language goes with it: the acknowledgement is written in it.
  const language = useSiteLocale();
  const send = (enquiry: EnquiryDraft) => dispatch(sendingEnquiry.start({ ...enquiry, language }));

  return {
    values,
    set,
    busy: isLoading,
    send,
    /** The API took the enquiry just now: the page confirms it until the visitor starts again. */
    confirmed,
    startAgain: () => setConfirmed(false),
  };
}
