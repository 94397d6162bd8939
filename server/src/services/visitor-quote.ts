import { LINE_BREAKS } from 'shared-data/contract';

/**
 * What a visitor typed, set apart from the clinic's words in a mail: under a heading that says
 * whose words they are ('Your details, as you gave them:'), each field labelled, every line
 * starting with '> ' as mail quotes do. A visitor's text is never part of a sentence of the
 * clinic's, and no line of it (whatever line break it holds) can pass for one.
 */
export function quoted(
  heading: string,
  fields: readonly (readonly [label: string, value: string | null | undefined])[],
): string[] {
  const lines = [heading];
  for (const [label, value] of fields) {
    if (!value) continue;
    const [first = '', ...rest] = value.split(LINE_BREAKS);
    lines.push(`> ${label}: ${first}`);
    for (const more of rest) lines.push(`>   ${more}`);
  }
  return lines;
}
