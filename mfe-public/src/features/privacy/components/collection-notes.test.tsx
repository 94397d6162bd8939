import { screen, within } from '@testing-library/react';
import { COLLECTION_NOTES, COLLECTION_NOTES_SW } from 'shared-data/contract/privacy-notice';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import sw from '../../../i18n/sw.json';

// What each form says where it collects personal data (docs/behaviour.md#consents), in the
// page's language: shared-data's COLLECTION_NOTES and COLLECTION_NOTES_SW.

let api: SiteApi;
beforeEach(async () => {
  api = await startSiteApi({
    'GET /runtime-config.json': ok({
      apiBase: '/api/',
      geoLookupUrl: '',
      remotes: { public: 'p', blog: 'b', auth: 'a', dashboard: 'd' },
    }),
  });
});
afterEach(() => api.close());

describe("the forms' privacy notes", () => {
  it("words the contact form's note in the page's language", async () => {
    await renderPageInSwahili('/contact');
    const form = screen.getByRole('button', { name: 'Tuma ujumbe' }).closest('form')!;
    const note = within(form).getByText(COLLECTION_NOTES_SW.contact, { exact: false });
    expect(within(note).getByRole('link', { name: COLLECTION_NOTES_SW.linkText })).toBeVisible();
    expect(within(form).queryByText(COLLECTION_NOTES.contact, { exact: false })).toBeNull();
  });

  it('keeps the English note on the English page', async () => {
    await renderPage('/contact');
    const form = screen.getByRole('button', { name: 'Send message' }).closest('form')!;
    expect(within(form).getByText(COLLECTION_NOTES.contact, { exact: false })).toBeVisible();
  });

  it("says in the booking form's catalogue what the notes say in Kiswahili", () => {
    const catalogue: Record<string, string> = sw;
    expect({
      booking: catalogue['booking.details.privacy'],
      vaccinationReminders: catalogue['booking.details.reminders'],
      vaccinationRemindersHint: catalogue['booking.details.remindersHint'],
      linkText: catalogue['shared.privacyNote.link'],
    }).toEqual({
      booking: COLLECTION_NOTES_SW.booking,
      vaccinationReminders: COLLECTION_NOTES_SW.vaccinationReminders,
      vaccinationRemindersHint: COLLECTION_NOTES_SW.vaccinationRemindersHint,
      linkText: COLLECTION_NOTES_SW.linkText,
    });
  });
});
