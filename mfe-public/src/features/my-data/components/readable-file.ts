import type { PrivacyRecord, PrivacyValue } from 'shared-data';
import { defineMessages, type IntlShape, type Message } from 'shared-ui';

const LABELS = defineMessages({
  sent: { id: 'myData.field.sent', defaultMessage: 'Sent' },
  fullname: { id: 'myData.field.fullname', defaultMessage: 'Name' },
  email: { id: 'myData.field.email', defaultMessage: 'Email' },
  phonenumber: { id: 'myData.field.phonenumber', defaultMessage: 'Phone' },
  message: { id: 'myData.field.message', defaultMessage: 'Message' },
  location: { id: 'myData.field.location', defaultMessage: 'Location' },
  answers: { id: 'myData.field.answers', defaultMessage: 'Our answers' },
  reference: { id: 'myData.field.reference', defaultMessage: 'Reference' },
  when: { id: 'myData.field.when', defaultMessage: 'When' },
  minutes: { id: 'myData.field.minutes', defaultMessage: 'Minutes' },
  type: { id: 'myData.field.type', defaultMessage: 'What' },
  doctor: { id: 'myData.field.doctor', defaultMessage: 'With' },
  status: { id: 'myData.field.status', defaultMessage: 'Status' },
  booked: { id: 'myData.field.booked', defaultMessage: 'Booked' },
  pet_name: { id: 'myData.field.petName', defaultMessage: "Pet's name" },
  species: { id: 'myData.field.species', defaultMessage: 'Species' },
  note: { id: 'myData.field.note', defaultMessage: 'Note' },
  made: { id: 'myData.field.made', defaultMessage: 'Made' },
  due: { id: 'myData.field.due', defaultMessage: 'Due' },
  answered: { id: 'myData.field.answered', defaultMessage: 'Answered' },
  at: { id: 'myData.field.at', defaultMessage: 'When' },
  by: { id: 'myData.field.by', defaultMessage: 'Who' },
  kind: { id: 'myData.field.kind', defaultMessage: 'Kind' },
  what: { id: 'myData.field.what', defaultMessage: 'What' },
});

const messages = defineMessages({
  heading: { id: 'myData.file.heading', defaultMessage: 'What we hold about {contact}' },
  made: { id: 'myData.file.made', defaultMessage: 'Made {time}' },
  nothing: { id: 'myData.nothing', defaultMessage: 'Nothing of this kind.' },
});

/**
 * A message in the page's language, or its English (the code's) without one: the file is made
 * the same way in the page and in tests of it. The English has no plural or quoted text.
 */
function say(intl: IntlShape | undefined, message: Message, values: Record<string, string> = {}) {
  if (intl) return intl.formatMessage(message, values);
  return message.defaultMessage.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

/** The words the record's sections say when they hold nothing, in the page's language. */
export const nothingOfThisKind = (intl?: IntlShape): string => say(intl, messages.nothing);

/** A field's name as a person reads it ('pet_name' -> "Pet's name"); unknown ones as they are. */
export const fieldLabel = (name: string, intl?: IntlShape): string => {
  const label = (LABELS as Record<string, Message | undefined>)[name];
  return label ? say(intl, label) : name.replace(/_/g, ' ');
};

/** A value as text: a list one item a line, nothing as a dash. */
export function valueText(value: PrivacyValue): string {
  if (value === null || value === '') return '-';
  if (Array.isArray(value)) return value.length ? value.join('\n') : '-';
  return String(value);
}

/**
 * Everything held, as a plain text file a person can read and keep: its own words in the page's
 * language (`intl`), English without; the sections' titles and texts are the server's.
 */
export function readableText(record: PrivacyRecord, intl?: IntlShape): string {
  const lines = [
    say(intl, messages.heading, { contact: record.contact }),
    say(intl, messages.made, { time: record.generated_at }),
    '',
  ];
  for (const section of record.sections) {
    lines.push(section.title, '='.repeat(section.title.length), section.about, '');
    if (!section.items.length) lines.push(nothingOfThisKind(intl), '');
    section.items.forEach((item, index) => {
      lines.push(`${index + 1}.`);
      for (const [name, value] of Object.entries(item)) {
        const text = valueText(value).split('\n');
        lines.push(
          `  ${fieldLabel(name, intl)}: ${text[0] ?? ''}`,
          ...text.slice(1).map((l) => `    ${l}`),
        );
      }
      lines.push('');
    });
  }
  return `${lines.join('\n')}\n`;
}
