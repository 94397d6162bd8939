// Not part of the shared module every page loads: the page that reads it bundles it, so a
// shell of another version never lacks it.

/**
 * A form posted without JavaScript (POST /contact), answered with its page rendered again: the
 * render starts from a store holding this under POSTED_FORM_SLICE, so the page shows what the
 * visitor typed and what was wrong, and the browser hydrates from the same state.
 */
export interface PostedForm {
  /** The form's fields as posted, by name. */
  values: Record<string, string>;
  /** The fields the API refused (by name): the page shows its own message beside each. */
  invalid: string[];
  /** A refusal of no one field (too many requests, the server down): its message. */
  failure: string | null;
}

/** The store slice a posted form's page is rendered with (the owning remote reads it). */
export const POSTED_FORM_SLICE = 'publicPostedForm';

/**
 * The fields a 400's message names, in its order: the API words each problem '{field} {rule}'
 * and joins several with '; ' ('fullname is required; phonenumber must be ...'). A form shows
 * its own words beside each of them, never the API's.
 */
export function fieldsNamedIn<F extends string>(msg: string, fields: readonly F[]): F[] {
  const named: F[] = [];
  for (const part of msg.split('; ')) {
    const field = fields.find((name) => part.startsWith(`${name} `));
    if (field && !named.includes(field)) named.push(field);
  }
  return named;
}
