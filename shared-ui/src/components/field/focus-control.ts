/** Gives the focus to a form's control by name: the field (or image) that stops the form. */
export function focusControl(form: HTMLFormElement, name: string) {
  (form.elements.namedItem(name) as HTMLElement | null)?.focus();
}
