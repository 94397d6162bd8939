import type { z } from 'zod';
import { calls, type CallName } from './calls';
import { geoDataSchema } from './entities';
import { TEXT_RULES, isOneLine } from './text-rules';

/** A booking's fields, online and by phone. */
const BOOKING_FIELDS = {
  type: 'line',
  start: 'other',
  fullname: 'line',
  // Kept as +254 and nine digits: nothing typed survives.
  phonenumber: 'other',
  pet_name: 'line',
  species: 'line',
  note: 'lines',
  doctor_id: 'line',
  email: 'other',
} as const;

/**
 * The decision, field by field, for every text of the contract (docs/behaviour.md#validation).
 * `line`: one line by nature. `lines`: a text of several lines. Every other field (emails,
 * passwords, dates, enums, numbers, patterns, lists, unread echoes) refuses both hostile values
 * by its own rule or is not text a person's words ride on; it is named here so a new field has
 * to be decided.
 */
const DECIDED: Partial<Record<CallName, Record<string, 'line' | 'lines' | 'other'>>> = {
  signIn: { email: 'other', password: 'other' },
  register: {
    email: 'other',
    fullname: 'line',
    password: 'other',
    background: 'lines',
    description: 'lines',
  },
  staffPage: { page: 'other', per_page: 'other', q: 'line', status: 'other' },
  addStaff: {
    email: 'other',
    fullname: 'line',
    role: 'line',
    background: 'lines',
    description: 'lines',
  },
  updateStaff: {
    role: 'line',
    status: 'other',
    background: 'lines',
    isAdmin: 'other',
    description: 'lines',
    fullname: 'line',
    isDoctor: 'other',
    // One of booking's listed species (an enum): never free text.
    species: 'other',
  },
  updateAccount: { email: 'other', fullname: 'line', background: 'lines', description: 'lines' },
  requestOtp: { email: 'other' },
  resetPassword: { email: 'other', otp_code: 'other', password: 'other' },
  logout: { user_id: 'line' },
  deleteStaff: { email: 'other' },
  blogPage: { page: 'other', per_page: 'other', q: 'line', status: 'other' },
  // status: an enum; publish_at: an ISO time.
  createBlog: { title: 'line', title_sw: 'line', status: 'other', publish_at: 'other' },
  updateBlog: {
    blog_id: 'line',
    title: 'line',
    title_sw: 'line',
    status: 'other',
    publish_at: 'other',
  },
  // The editor's save: blocks are checked one by one (their text by the paragraph rules).
  saveBlogBlocks: { title: 'line', title_sw: 'line', blocks: 'other', base_updated_at: 'line' },
  deleteBlog: { blog_id: 'line' },
  createParagraph: {
    blog_id: 'line',
    content_type: 'other',
    content: 'lines',
    content_sw: 'lines',
  },
  updateParagraph: {
    paragraph_id: 'line',
    content: 'lines',
    content_sw: 'lines',
    content_type: 'other',
    order: 'other',
  },
  deleteParagraph: { content_id: 'line' },
  createEnquiry: {
    fullname: 'line',
    email: 'other',
    phonenumber: 'line',
    message: 'lines',
    geo_data: 'other',
  },
  enquiryPage: { page: 'other', per_page: 'other', q: 'line', status: 'other' },
  // email and fullname are sent by the dashboard and not read: the enquiry's own are mailed.
  respondEnquiry: { query_id: 'line', response: 'lines', email: 'other', fullname: 'other' },
  createCarousel: { index: 'other', alt: 'line', alt_sw: 'line' },
  updateCarousel: { index: 'other', id: 'line', alt: 'line', alt_sw: 'line' },
  deleteCarousel: { id: 'line' },
  createCounter: { title: 'line', title_sw: 'line', content: 'other' },
  updateCounter: { id: 'line', title: 'line', title_sw: 'line', content: 'other' },
  createPromise: { title: 'line', title_sw: 'line', content: 'lines', content_sw: 'lines' },
  updatePromise: {
    id: 'line',
    title: 'line',
    title_sw: 'line',
    content: 'lines',
    content_sw: 'lines',
  },
  releaseUpload: {
    files: 'other',
    commit: 'other',
    target: 'other',
    percent: 'other',
    base_revision: 'other',
    budget_kb: 'other',
  },
  releaseCanary: { version: 'other', percent: 'other' },
  releaseRollback: { version: 'other' },
  createDeployToken: { remote: 'other', label: 'line' },
  // device: an enum of two classes.
  reportVitals: { events: 'other', device: 'other' },
  audit: { page: 'other', per_page: 'other', actor: 'line', kind: 'other', day: 'other' },
  // A contact is an email address or a Kenyan phone number, rewritten to its one form.
  privacyCode: { contact: 'other' },
  privacyExport: { contact: 'other', code: 'other', check: 'other' },
  privacyCorrect: {
    contact: 'other',
    code: 'other',
    check: 'other',
    fullname: 'line',
    email: 'other',
    phonenumber: 'other',
  },
  privacyErase: { contact: 'other', code: 'other', check: 'other' },
  privacyWithdraw: { contact: 'other', code: 'other', check: 'other' },
  privacyRequest: { contact: 'other', code: 'other', check: 'other', message: 'lines' },
  privacyRequests: { page: 'other', per_page: 'other', status: 'other' },
  privacyLookup: { contact: 'other' },
  appointmentDoctors: { type: 'line', species: 'other' },
  appointmentSlots: { type: 'line', from: 'other', to: 'other', doctor: 'line', species: 'other' },
  nextFreeSlot: { type: 'line', doctor: 'line', from: 'other', species: 'other' },
  holidays: { from: 'other', to: 'other' },
  // remind_vaccinations: a flag (true or false).
  createAppointment: { ...BOOKING_FIELDS, remind_vaccinations: 'other' },
  moveManagedAppointment: { start: 'other' },
  setManagedConsent: { remind_vaccinations: 'other' },
  staffAppointments: { from: 'other', to: 'other', doctor: 'line' },
  appointmentChanges: { since: 'other' },
  appointmentSummary: { doctor: 'line' },
  createPhoneAppointment: BOOKING_FIELDS,
  setAppointmentStatus: { status: 'other' },
  moveAppointment: { start: 'other', doctor_id: 'line', message: 'lines' },
  cancelAppointment: { message: 'lines' },
  workingHours: { doctor: 'line' },
  setWorkingHours: { doctor_id: 'line', hours: 'other' },
  timeOff: { doctor: 'line', from: 'other', to: 'other' },
  addTimeOff: { doctor_id: 'line', start: 'other', end: 'other', reason: 'line' },
  createAppointmentType: { name: 'line', minutes: 'other', doctor_ids: 'other', active: 'other' },
  updateAppointmentType: { name: 'line', minutes: 'other', doctor_ids: 'other', active: 'other' },
  createHoliday: { date: 'other', name: 'line' },
  updateHoliday: { date: 'other', name: 'line' },
};

const BREAKS = ['Fido\nPay KES 2000 to till 123', 'Fido\rPay', 'Fido\u2028Pay', 'Fido\u0085Pay'];
const BIDI = ['Fido\u202Eevil', 'Fido\u2066x\u2069', 'Fido\u200Fx', 'Fido\u061Cx'];
const INVISIBLE = ['Fi\u200Bdo', 'Fi\u200Ddo', 'Fi\u2060do', 'Fi\uFEFFdo', 'Fi\u0007do', 'Fi\tdo'];

const messageOf = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
};

/** What a field does with hostile text: refuses it as one line, as text, or by its own rule. */
function classify(schema: z.ZodType): 'line' | 'lines' | 'other' {
  const oneLine = [...BREAKS, ...BIDI, ...INVISIBLE].every(
    (value) => messageOf(schema, value) === TEXT_RULES.oneLine,
  );
  if (oneLine) return 'line';
  const lines =
    messageOf(schema, 'Two\nlines\r\nand\ta tab') === null &&
    messageOf(schema, 'Fido\u202Eevil') === TEXT_RULES.reordering &&
    messageOf(schema, 'Fido\u0007') === TEXT_RULES.control;
  return lines ? 'lines' : 'other';
}

describe('text fields of the contract', () => {
  it('refuses line breaks, bidi controls and invisible characters in every one-line field, keeps the line breaks of texts', () => {
    const found: Record<string, Record<string, string>> = {};
    for (const [name, def] of Object.entries(calls)) {
      const shapes = [
        'query' in def ? def.query : undefined,
        'request' in def ? def.request : undefined,
      ];
      for (const shape of shapes) {
        if (!shape) continue;
        for (const [field, schema] of Object.entries(shape.shape as Record<string, z.ZodType>)) {
          found[name] = { ...found[name], [field]: classify(schema) };
        }
      }
    }
    expect(found).toEqual(DECIDED);
  });

  it('takes one line of what people really write', () => {
    for (const value of [
      'Akinyi Otieno',
      "O'Brien-Wanjiru",
      'Ng’ang’a',
      'Zoë Müller',
      'علي حسن',
      '王小明',
      'Simba 🐕',
      'Dr. J. Kamau (DVM)',
    ]) {
      expect(isOneLine(value)).toBe(true);
      expect(messageOf(calls.createAppointment.request.shape.pet_name, value)).toBeNull();
    }
  });

  it('holds the location lookup to one line a field', () => {
    const refused = geoDataSchema.safeParse({ city: 'Nairobi\nPay KES 2000', region: 'R\u202Ex' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).sort()).toEqual([
      `city ${TEXT_RULES.oneLine}`,
      `region ${TEXT_RULES.oneLine}`,
    ]);
    expect(
      geoDataSchema.safeParse({ city: 'Nairobi', flag: 'https://x.example/ke.svg' }).success,
    ).toBe(true);
  });
});
