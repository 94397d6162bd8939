// The rule of the optional texts staff write beside the required English ones: the Kiswahili
// versions and a slide's text alternatives (docs/behaviour.md#content-in-both-languages).

/** As a new item takes it: absent or blank is none (null). */
export const newOptionalText = (text: string | null | undefined): string | null =>
  text?.trim() ? text.trim() : null;

/** As an update takes it: absent (undefined) keeps what there is; null or blank removes it. */
export const changedOptionalText = (text: string | null | undefined): string | null | undefined =>
  text === undefined ? undefined : newOptionalText(text);
