import type { PrivacyRecord, PrivacyValue } from 'shared-data';

const LABELS: Record<string, string> = {
  sent: 'Sent',
  fullname: 'Name',
  email: 'Email',
  phonenumber: 'Phone',
  message: 'Message',
  location: 'Location',
  answers: 'Our answers',
  reference: 'Reference',
  when: 'When',
  minutes: 'Minutes',
  type: 'What',
  doctor: 'With',
  status: 'Status',
  booked: 'Booked',
  pet_name: "Pet's name",
  species: 'Species',
  note: 'Note',
  made: 'Made',
  due: 'Due',
  answered: 'Answered',
  at: 'When',
  by: 'Who',
  kind: 'Kind',
  what: 'What',
};

/** A field's name as a person reads it ('pet_name' -> "Pet's name"); unknown ones as they are. */
export const fieldLabel = (name: string): string => LABELS[name] ?? name.replace(/_/g, ' ');

/** A value as text: a list one item a line, nothing as a dash. */
export function valueText(value: PrivacyValue): string {
  if (value === null || value === '') return '-';
  if (Array.isArray(value)) return value.length ? value.join('\n') : '-';
  return String(value);
}

/** Everything held, as a plain text file a person can read and keep. */
export function readableText(record: PrivacyRecord): string {
  const lines = [`What we hold about ${record.contact}`, `Made ${record.generated_at}`, ''];
  for (const section of record.sections) {
    lines.push(section.title, '='.repeat(section.title.length), section.about, '');
    if (!section.items.length) lines.push('Nothing of this kind.', '');
    section.items.forEach((item, index) => {
      lines.push(`${index + 1}.`);
      for (const [name, value] of Object.entries(item)) {
        const text = valueText(value).split('\n');
        lines.push(
          `  ${fieldLabel(name)}: ${text[0] ?? ''}`,
          ...text.slice(1).map((l) => `    ${l}`),
        );
      }
      lines.push('');
    });
  }
  return `${lines.join('\n')}\n`;
}
