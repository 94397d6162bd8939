import type { BookingRecord } from '../../repositories/booking-repository';
import { bookingMails } from './mail';

// Tuesday 1 December 2026, 09:00 in Nairobi.
const BOOKING: BookingRecord = {
  id: 'b1',
  reference: 'MV-ABC234',
  typeId: 'vaccination',
  typeName: 'Vaccination',
  minutes: 30,
  doctorId: 'd1',
  doctorName: 'Dr Wanjiru Kamau',
  anyDoctor: false,
  start: '2026-12-01T06:00:00.000Z',
  end: '2026-12-01T06:30:00.000Z',
  status: 'booked',
  source: 'online',
  fullname: 'Akinyi Otieno',
  phonenumber: '+254722418301',
  email: 'akinyi@example.com',
  petName: 'Simba',
  species: 'Dog',
  note: '',
  sequence: 0,
  version: 1,
  hasShortLink: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  anonymisedAt: null,
  language: 'en',
};

describe("booking's messages in the booking's language", () => {
  const mails = bookingMails('https://vet.example');
  const sw = { ...BOOKING, language: 'sw' as const };

  it('words the texts in English as before', () => {
    expect(mails.reminderSms(BOOKING, 'https://vet.example/m/abc').text).toBe(
      'Mifugo Vet: reminder of your appointment Tue 1 Dec at 09:00, ref MV-ABC234. ' +
        'Change or cancel: https://vet.example/m/abc Call +254 722 418 300',
    );
    expect(mails.reminderMail(BOOKING, 'tok').subject).toBe(
      'Reminder: your appointment Tuesday 1 December 2026 at 09:00',
    );
  });

  it('words the reminder, the confirmation and the vaccination texts in Kiswahili', () => {
    expect(mails.reminderSms(sw, 'https://vet.example/m/abc').text).toBe(
      'Mifugo Vet: ukumbusho wa miadi yako Jumanne, 1 Des saa 09:00, nambari MV-ABC234. ' +
        'Badilisha au ghairi: https://vet.example/m/abc Piga +254 722 418 300',
    );
    expect(mails.confirmationSms(sw, 'https://vet.example/m/abc').text).toMatch(
      /^Mifugo Vet: miadi imewekwa Jumanne, 1 Des saa 09:00, nambari MV-ABC234\./,
    );
    expect(mails.vaccinationSms(sw, 'https://vet.example/m/abc').text).toBe(
      'Mifugo Vet: chanjo ya nyongeza inakaribia (mnyama alionekana 1 Des 2026, nambari ' +
        'MV-ABC234). Weka miadi: https://vet.example/sw/book_appointment Sitisha: https://vet.example/m/abc',
    );
    const reminder = mails.reminderMail(sw, 'tok');
    expect(reminder.subject).toBe('Ukumbusho: miadi yako Jumanne, 1 Desemba 2026 saa 09:00');
    expect(reminder.text).toContain('https://vet.example/sw/book_appointment/manage/tok');
    expect(reminder.text).toContain('Maelezo yako, kama ulivyoyatoa ulipoweka miadi:');
  });

  it('keeps what the visitor typed as it was, even when it looks like a message', () => {
    const typed = { ...sw, petName: '{name} <b>Simba</b>' };
    expect(mails.message(typed, 'confirmed', 'tok').text).toContain('{name} <b>Simba</b>');
  });
});
