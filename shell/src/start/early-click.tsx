import { useEffect } from 'react';

/** The server-rendered page's starter script (the server's entry boot), with what it noted. */
type EntryBoot = HTMLScriptElement & { takeClick?: () => HTMLElement | null };

/** Set on the starter script once the page has hydrated: the page's code is at work. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A form field the visitor changed before the page hydrated, and what they left in it. */
export interface EarlyInput {
  field: Field;
  id: string;
  value: string;
  checked: boolean;
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed a field from what the server's HTML gave it. */
function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * The fields the visitor changed in the server's HTML, taken just before the page hydrates:
 * hydration gives a controlled field the value the server rendered, and the visitor's text
 * would be gone.
 */
export function takeEarlyInput(root: ParentNode = document): EarlyInput[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedByVisitor)
    .map((field) => ({
      field,
      id: field.id,
      value: field.value,
      checked: isToggle(field) && field.checked,
    }));
}

/**
 * Gives a field back what the visitor left in it, as a change React sees. React notices a
 * change when the field's value differs from the last one it saw: a different value is set
 * first through the element (which React watches), then the visitor's past React (through the
 * prototype), then the event React listens to.
 */
export function restoreEarlyInput({ field: taken, id, value, checked }: EarlyInput): void {
  const found = taken.isConnected ? taken : id ? document.getElementById(id) : null;
  if (!(found instanceof HTMLElement) || !('value' in found)) return;
  const field = found as Field;
  if (isToggle(field)) {
    if (field.checked === checked) return;
    // A click toggles it and is the event React listens to for these.
    field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  field.value = field instanceof HTMLSelectElement ? '' : `${value} `;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * What a visitor did before the page's code had arrived, done again once it works: each form
 * field they changed gets back what they left in it (takeEarlyInput, before hydrating), and the
 * button they clicked (the carousel's, on a slow phone), which the page's starter script noted,
 * is clicked again. Rendered last in a hydrated page, so its effect runs after the whole page
 * has hydrated.
 */
export function ReplayEarlyClick({ input = [] }: { input?: EarlyInput[] }) {
  useEffect(() => {
    const boot = document.querySelector<EntryBoot>('script[data-entry]');
    const button = boot?.takeClick?.();
    // After React's work for this commit: a change announced within it is undone by React's
    // own restoring of controlled fields.
    setTimeout(() => {
      for (const early of input) restoreEarlyInput(early);
      boot?.setAttribute(HYDRATED_ATTRIBUTE, '');
      if (button?.isConnected) button.click();
    }, 0);
  }, [input]);
  return null;
}
