import { COMPANY } from './company';
import {
  COLLECTION_NOTES,
  PRIVACY_NOTICE,
  fillNotice,
  noticeValues,
  periodText,
  recipientLines,
  type PrivacyFacts,
} from './privacy-notice';

const FACTS: PrivacyFacts = {
  retention_days: { enquiry: 730, booking: 2190, log: 30, outbox: 30, activity: 730 },
  recipients: { mail: true, sms: false, storage: false, location: true },
  location_lookup_host: 'ipapi.co',
  vaccination_reminder_days: 351,
};

/** Every text of the notice and of the forms' notes. */
function texts(): string[] {
  const all: string[] = [PRIVACY_NOTICE.intro, ...Object.values(COLLECTION_NOTES)];
  for (const section of PRIVACY_NOTICE.sections) {
    for (const block of section.blocks) {
      if (typeof block === 'string') all.push(block);
      else if ('list' in block) all.push(...block.list);
    }
  }
  for (const recipient of PRIVACY_NOTICE.recipients) {
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
