// The Kiswahili versions of staff's texts as the dashboard edits them
// (docs/behaviour.md#content-in-both-languages): its words, and what a save sends.

/** What the dashboard says about a text's two languages; the dashboard itself stays English. */
export const LANGUAGE_TEXTS = {
  /** After a field's label: 'Title (English)', 'Title (Kiswahili)'. */
  english: '(English)',
  swahili: '(Kiswahili)',
  /** Beside an empty Kiswahili field whose English has text. */
  missingNote: 'No Kiswahili yet: Kiswahili pages show the English.',
  /** On a card whose Kiswahili is missing, or with the parts that are. */
  missing: 'Kiswahili missing',
  missingParts: (parts: readonly string[]) => `Kiswahili missing: ${parts.join(' and ')}`,
  title: 'title',
  text: 'text',
  blocks: (missing: number, of: number) => `${missing} of ${of} ${of === 1 ? 'block' : 'blocks'}`,
} as const;

/** The text has something other than spaces. */
export const hasText = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** The English has text and the Kiswahili none: Kiswahili pages show the English. */
export const swahiliMissing = (english: string | null | undefined, swahili?: string | null) =>
  hasText(english) && !hasText(swahili);

/**
 * What a save sends for an optional text (a Kiswahili version, a text alternative): the text
 * typed; '' when the text the item had was cleared (the server then removes it); nothing when
 * it had none and has none (left out, a new item has none and an update keeps what there is).
 */
export function textToSend(now: string, before?: string | null): string | undefined {
  const text = now.trim();
  if (text !== '') return text;
  return hasText(before) ? '' : undefined;
}

/** What a post lacks in Kiswahili: its title, and the blocks with English text and none. */
export function postSwahiliGaps(post: {
  title: string;
  title_sw?: string | null;
  paragraphs: readonly { content: string | null; content_sw?: string | null }[];
}): string[] {
  const written = post.paragraphs.filter((paragraph) => hasText(paragraph.content));
  const missing = written.filter((paragraph) => !hasText(paragraph.content_sw)).length;
  return [
    ...(swahiliMissing(post.title, post.title_sw) ? [LANGUAGE_TEXTS.title] : []),
    ...(missing > 0 ? [LANGUAGE_TEXTS.blocks(missing, written.length)] : []),
  ];
}
