import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPANY } from './company';
import {
  COLLECTION_NOTES,
  COLLECTION_NOTES_SW,
  CONSENT_NAMES,
  PRIVACY_NOTICE,
  collectionNotes,
  fillNotice,
  noticeValues,
  periodText,
  periodTextSw,
  recipientLines,
  type NoticeBlock,
  type NoticeSection,
  type NoticeWords,
  type PrivacyFacts,
} from './privacy-notice';
import { CONSENT_NAMES_SW, PRIVACY_NOTICE_SW } from './privacy-notice-sw';

const FACTS: PrivacyFacts = {
  retention_days: { enquiry: 730, booking: 2190, log: 30, outbox: 30, activity: 730 },
  recipients: { mail: true, sms: false, storage: false, location: true },
  location_lookup_host: 'ipapi.co',
  vaccination_reminder_days: 351,
};

/** Every text of the notice and of the forms' notes, in one language. */
function texts(
  words: NoticeWords = PRIVACY_NOTICE,
  notes: Record<string, string> = COLLECTION_NOTES,
): string[] {
  const all: string[] = [words.intro, ...Object.values(notes)];
  for (const section of words.sections) {
    for (const block of section.blocks) {
      if (typeof block === 'string') all.push(block);
      else if ('list' in block) all.push(...block.list);
    }
  }
  for (const recipient of words.recipients) {
    all.push(recipient.inUse, ...(recipient.notInUse ? [recipient.notInUse] : []));
  }
  return all;
}

describe('the privacy notice', () => {
  it('has a version and a date that is a real day', () => {
    expect(PRIVACY_NOTICE.version).toMatch(/^\d+\.\d+$/);
    expect(PRIVACY_NOTICE.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${PRIVACY_NOTICE.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
      PRIVACY_NOTICE.date,
    );
  });

  it('fills every word in braces it uses, from the company and the server', () => {
    const values = noticeValues(FACTS);
    const unknown = texts().flatMap((text) =>
      [...fillNotice(text, values).matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
    );
    expect(unknown).toEqual([]);
    expect(values.company).toBe(COMPANY.name);
    expect(values.enquiryRetention).toBe('2 years');
    expect(values.bookingRetention).toBe('6 years');
    expect(values.logRetention).toBe('30 days');
    expect(values.vaccinationReminder).toBe('351 days');
    // The reminders purpose says when the reminder goes.
    expect(
      texts()
        .map((text) => fillNotice(text, values))
        .some((text) => text.includes('we send one reminder 351 days later')),
    ).toBe(true);
  });

  it('has unique section anchors', () => {
    const ids = PRIVACY_NOTICE.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes periods as a person reads them', () => {
    expect([1, 30, 365, 400, 730, 2190].map(periodText)).toEqual([
      '1 day',
      '30 days',
      '1 year',
      '400 days',
      '2 years',
      '6 years',
    ]);
  });

  it('names only the providers in use', () => {
    const lines = recipientLines(FACTS);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/email provider/);
    expect(fillNotice(lines[1]!, noticeValues(FACTS))).toMatch(/location service ipapi\.co/);
    const none = recipientLines({
      ...FACTS,
      recipients: { mail: false, sms: false, storage: false, location: false },
    });
    expect(none).toEqual([]);
  });
});

/**
 * What two languages of one text must share: the words in braces (in any order), the links'
 * targets and the number of strong passages. The words themselves are each language's own.
 */
function textShape(text: string) {
  return {
    placeholders: [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort(),
    links: [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).sort(),
    strong: [...text.matchAll(/\*\*(.+?)\*\*/g)].length,
  };
}

function blockShape(block: NoticeBlock) {
  if (typeof block === 'string') return { text: textShape(block) };
  if ('list' in block) return { list: block.list.map(textShape) };
  return { recipients: true };
}

/** A notice's structure, every text reduced to its shape: equal for the two languages. */
function noticeShape(words: NoticeWords) {
  return {
    intro: textShape(words.intro),
    controllerRegistration: words.controllerRegistration === null ? null : 'set',
    sections: words.sections.map((section) => ({
      id: section.id,
      heading: textShape(section.heading),
      blocks: section.blocks.map(blockShape),
    })),
    recipients: words.recipients.map((recipient) => ({
      id: recipient.id,
      inUse: textShape(recipient.inUse),
      notInUse: recipient.notInUse === null ? null : textShape(recipient.notInUse),
    })),
    noRecipients: textShape(words.noRecipients),
  };
}

function notesShape(notes: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(notes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, text]) => [key, textShape(text)]),
  );
}

describe('the privacy notice in Kiswahili', () => {
  it('has the same sections, blocks, lists, words in braces and links as the English', () => {
    expect(noticeShape(PRIVACY_NOTICE_SW)).toEqual(noticeShape(PRIVACY_NOTICE));
    expect(notesShape(COLLECTION_NOTES_SW)).toEqual(notesShape(COLLECTION_NOTES));
    expect(Object.keys(CONSENT_NAMES_SW).sort()).toEqual(Object.keys(CONSENT_NAMES).sort());
    expect(collectionNotes('sw')).toBe(COLLECTION_NOTES_SW);
    expect(collectionNotes('en')).toBe(COLLECTION_NOTES);
  });

  it('is a module of its own, which the English never imports', () => {
    // A page in English bundles privacy-notice.ts: an import of the Kiswahili there would put
    // the whole Kiswahili notice in that page's chunk.
    const english = readFileSync(join(__dirname, 'privacy-notice.ts'), 'utf8');
    expect(english).not.toMatch(/from '\.\/privacy-notice-sw'|import\(/);
  });

  it('tells a difference in structure from a translation', () => {
    const english = noticeShape(PRIVACY_NOTICE);
    const sw = PRIVACY_NOTICE_SW;
    /** The Kiswahili notice with one section changed. */
    const withSection = (id: string, change: (section: NoticeSection) => NoticeSection) => ({
      ...sw,
      sections: sw.sections.map((section) => (section.id === id ? change(section) : section)),
    });
    const differences: NoticeWords[] = [
      // A section left out, or its anchor renamed.
      { ...sw, sections: sw.sections.slice(1) },
      withSection('controller', (section) => ({ ...section, id: 'sisi' })),
      // A block too many, an item too few.
      withSection('controller', (section) => ({
        ...section,
        blocks: [...section.blocks, 'Zaidi.'],
      })),
      withSection('rights', (section) => ({
        ...section,
        blocks: section.blocks.map((block) =>
          typeof block === 'object' && 'list' in block ? { list: block.list.slice(1) } : block,
        ),
      })),
      // A word in braces translated, a link sent elsewhere.
      { ...sw, intro: sw.intro.replace('{company}', '{kampuni}') },
      withSection('rights', (section) => ({
        ...section,
        blocks: section.blocks.map((block) =>
          typeof block === 'string' ? block.replace('(/privacy/my-data)', '(/my-data)') : block,
        ),
      })),
    ];
    for (const difference of differences) expect(noticeShape(difference)).not.toEqual(english);
    expect(notesShape({ ...COLLECTION_NOTES_SW, linkText: '{x}' })).not.toEqual(
      notesShape(COLLECTION_NOTES),
    );
  });

  it('fills every word in braces, with periods and numbers as Kiswahili writes them', () => {
    const values = noticeValues(FACTS, 'sw');
    const unknown = texts(PRIVACY_NOTICE_SW, COLLECTION_NOTES_SW).flatMap((text) =>
      [...fillNotice(text, values).matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
    );
    expect(unknown).toEqual([]);
    expect(values.enquiryRetention).toBe('miaka 2');
    expect(values.bookingRetention).toBe('miaka 6');
    expect(values.logRetention).toBe('siku 30');
    expect(values.vaccinationReminder).toBe('siku 351');
    expect(values.postalAddress).toBe(COMPANY.postalAddress.replace('P.O. Box', 'S.L.P.'));
    // What is no word of a language is the same in both.
    const english = noticeValues(FACTS);
    for (const name of ['company', 'address', 'phone', 'contactEmail', 'lookupHost']) {
      expect(values[name]).toBe(english[name]);
    }
    expect(
      texts(PRIVACY_NOTICE_SW)
        .map((text) => fillNotice(text, values))
        .some((text) => text.includes('tunakutumia ukumbusho mmoja baada ya siku 351')),
    ).toBe(true);
  });

  it('writes periods with the number after the noun, through Intl', () => {
    expect([1, 30, 365, 400, 730, 2190, 1200].map(periodTextSw)).toEqual([
      'siku 1',
      'siku 30',
      'mwaka 1',
      'siku 400',
      'miaka 2',
      'miaka 6',
      'siku 1,200',
    ]);
  });

  it("quotes the booking form's consent as the form words it", () => {
    expect(texts(PRIVACY_NOTICE).join(' ')).toContain(`'${COLLECTION_NOTES.vaccinationReminders}'`);
    expect(texts(PRIVACY_NOTICE_SW).join(' ')).toContain(
      `'${COLLECTION_NOTES_SW.vaccinationReminders}'`,
    );
  });

  it('names the providers in use in Kiswahili', () => {
    const lines = recipientLines(FACTS, PRIVACY_NOTICE_SW);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Mtoa huduma wetu wa barua pepe/);
    expect(fillNotice(lines[1]!, noticeValues(FACTS, 'sw'))).toMatch(
      /^Huduma ya kutambua mahali ipapi\.co,/,
    );
  });
});
