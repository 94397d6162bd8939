import { COMPANY, LINE_BREAKS } from 'shared-data/contract';
import { quoted } from './visitor-quote';

/**
 * The clinic's mails, written once as a few blocks and rendered twice: a plain-text part and a
 * simple, accessible HTML part that say the same thing. Hand-written rather than a template
 * engine: a mail is a handful of paragraphs, one table and one quote, and with the blocks below
 * there is no place where text reaches the HTML unescaped, nor a template to forget a filter in.
 *
 * What a visitor typed only ever goes in a `quote` block: in text it is the heading and '> '
 * lines of visitor-quote.ts, in HTML a heading and a <blockquote> (docs/security.md#visitor-text-mail-and-sms).
 */

/** A piece of a line: the clinic's words, a link (shown as its address), or words in bold. */
export type Inline = string | { link: string } | { strong: string };

/** One line of a paragraph: a string, or pieces that are joined. */
export type Line = string | readonly Inline[];

export type Block =
  /** The clinic's (or its staff's) words; a string may hold several lines. */
  | { kind: 'text'; lines: readonly Line[] }
  /** Label and value pairs the clinic states (reference, time, doctor). */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** What someone else wrote, under a heading that says whose words they are. */
  | {
      kind: 'quote';
      heading: string;
      fields: readonly (readonly [label: string, value: string | null | undefined])[];
    };

export const text = (...lines: Line[]): Block => ({ kind: 'text', lines });
export const facts = (rows: readonly (readonly [string, string])[]): Block => ({
  kind: 'facts',
  rows,
});
export const quote = (
  heading: string,
  fields: readonly (readonly [string, string | null | undefined])[],
): Block => ({ kind: 'quote', heading, fields });

/** The end of every mail: who wrote it, then the clinic. */
export const signature = (...names: string[]): Block => text(...names, COMPANY.name);

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const inlineText = (piece: Inline) =>
  typeof piece === 'string' ? piece : 'link' in piece ? piece.link : piece.strong;

const lineText = (line: Line) => (typeof line === 'string' ? line : line.map(inlineText).join(''));

/** Blocks apart by one empty line, as the clinic's mails have always been written. */
function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'text') return block.lines.map(lineText).join('\n');
      if (block.kind === 'facts') return block.rows.map(([l, v]) => `${l}: ${v}`).join('\n');
      return quoted(block.heading, block.fields).join('\n');
    })
    .join('\n\n');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value: nothing in it can open a tag or leave an attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/** Every line break (of any kind) a <br>, every piece escaped. */
const multiline = (value: string) => value.split(LINE_BREAKS).map(escapeHtml).join('<br>');

// Colours: #1f2933 on white is 14.6:1, the links' #0b4f8a 8.6:1, the heading's #14532d 9.9:1,
// the quote's #374151 10.3:1 (WCAG AA asks 4.5:1). Styles inline: many mail programs drop <style>.
const LINK = 'color:#0b4f8a;text-decoration:underline';

function inlineHtml(piece: Inline): string {
  if (typeof piece === 'string') return multiline(piece);
  if ('strong' in piece) return `<strong>${escapeHtml(piece.strong)}</strong>`;
  // Only the clinic's own addresses are links; a visitor's text is never made one.
  return `<a href="${escapeHtml(piece.link)}" style="${LINK}">${escapeHtml(piece.link)}</a>`;
}

const lineHtml = (line: Line) =>
  typeof line === 'string' ? multiline(line) : line.map(inlineHtml).join('');

function blockHtml(block: Block): string {
  if (block.kind === 'text') {
    // An empty line (a staff member's paragraphs) starts a new paragraph.
    const paragraphs: string[][] = [[]];
    const lines = block.lines.flatMap((l): Line[] =>
      typeof l === 'string' ? l.split(LINE_BREAKS) : [l],
    );
    for (const line of lines) {
      if (typeof line === 'string' && line.trim() === '') {
        if (paragraphs.at(-1)?.length) paragraphs.push([]);
      } else {
        paragraphs.at(-1)?.push(lineHtml(line));
      }
    }
    return paragraphs
      .filter((p) => p.length)
      .map((p) => `<p style="margin:0 0 16px">${p.join('<br>')}</p>`)
      .join('\n');
  }
  if (block.kind === 'facts') {
    const rows = block.rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:bold">${escapeHtml(label)}:</th>` +
          `<td style="padding:4px 0">${multiline(value)}</td></tr>`,
      )
      .join('\n');
    return `<table style="border-collapse:collapse;margin:0 0 16px">\n${rows}\n</table>`;
  }
  const fields = block.fields
    .filter(([, value]) => value)
    .map(
      ([label, value]) =>
        `<p style="margin:0 0 8px"><strong>${escapeHtml(label)}:</strong> ${multiline(value as string)}</p>`,
    )
    .join('\n');
  return (
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>\n` +
    `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #6b7280;color:#374151">\n${fields}\n</blockquote>`
  );
}

function html(subject: string, blocks: readonly Block[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background:#ffffff;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    // role and label: screen readers in webmail announce the message as one article.
    `<div role="article" aria-label="${escapeHtml(subject)}" lang="en" style="max-width:600px;margin:0 auto;padding:24px">`,
    `<h1 style="font-size:20px;line-height:1.3;margin:0 0 24px;color:#14532d">${escapeHtml(subject)}</h1>`,
    ...blocks.map(blockHtml),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The subject, the plain-text part and the HTML part of one mail, from the same blocks. */
export function composeMail(subject: string, blocks: readonly Block[]): ComposedMail {
  return { subject, text: plainText(blocks), html: html(subject, blocks) };
}
