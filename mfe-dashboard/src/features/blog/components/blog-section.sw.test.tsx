// The blogs' Kiswahili versions in the Blogs section and ViewBlog's modals
// (docs/behaviour.md#content-in-both-languages).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedBlog } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, stubObjectUrls } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { png, testBlog, testParagraph } from '../../../app/testing/test-blogs';
import { testPage } from '../../../app/testing/test-pages';

const NOTE = 'No Kiswahili yet: Kiswahili pages show the English.';

/** Title in both languages; of its three blocks with text, one has its Kiswahili. */
const HALF = testBlog({
  title: 'Tick season',
  title_sw: 'Msimu wa kupe',
  paragraphs: [
    testParagraph({
      paragraph_id: 'p1',
      content: 'Spray weekly.',
      content_sw: 'Nyunyiza kila wiki.',
    }),
    testParagraph({ paragraph_id: 'p2', content: 'Check the ears.', content_sw: null }),
    testParagraph({ paragraph_id: 'p3', content: 'Dip the herd.' }),
    // An image alone has no text to translate.
    testParagraph({ paragraph_id: 'p4', content: null, image: '/uploads/dip-960.webp' }),
  ],
});
const NONE = testBlog({
  blog_id: 'b2',
  title: 'Vaccinating puppies',
  title_sw: null,
  paragraphs: [testParagraph({ blog_id: 'b2', content: 'At six weeks.' })],
});
const DONE = testBlog({
  blog_id: 'b3',
  title: 'Clean water',
  title_sw: 'Maji safi',
  paragraphs: [testParagraph({ blog_id: 'b3', content: 'Every day.', content_sw: 'Kila siku.' })],
});

describe('blogs in two languages', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const ok = (body: unknown) => ({ status: 200, body });
  const card = (title: string) =>
    screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: title })) as HTMLElement;
  const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

  it('marks on each card what its text lacks in Kiswahili, and nothing on a complete one', async () => {
    api.answer = apiRoutes({ 'GET blog/page': () => ok(testPage([HALF, NONE, DONE])) });
    renderDashboard('/dashboard/blog', api.base);
    await screen.findByRole('heading', { name: 'Tick season' });
    expect(within(card('Tick season')).getByText('Kiswahili missing: 2 of 3 blocks')).toBeVisible();
    expect(
      within(card('Vaccinating puppies')).getByText('Kiswahili missing: title and 1 of 1 block'),
    ).toBeVisible();
    expect(within(card('Clean water')).queryByText(/Kiswahili/)).toBeNull();
  });

  it("counts a published post's unpublished changes, the text staff edit", async () => {
    const pending = {
      ...DONE,
      title: 'Clean water, always',
      title_sw: null,
      saved_at: '2026-01-06T08:00:00.000Z',
      saved_by: 'Amina',
    };
    api.answer = apiRoutes({
      'GET blog/page': () => ok(testPage([{ ...DONE, pending } satisfies ManagedBlog])),
    });
    renderDashboard('/dashboard/blog', api.base);
    await screen.findByRole('heading', { name: 'Clean water' });
    expect(within(card('Clean water')).getByText('Kiswahili missing: title')).toBeVisible();
  });

  it('Add a blog sends the Kiswahili title beside the English', async () => {
    api.answer = apiRoutes({
      'GET blog/page': () => ok(testPage([DONE])),
      'POST blog/create': () => ok({ ...HALF, blog_id: 'b9', status: 'draft' }),
      'GET blog/b9/manage': () => ok({ ...HALF, blog_id: 'b9', status: 'draft' }),
    });
    renderDashboard('/dashboard/blog', api.base);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Blog' }));
    const modal = dialog('Add a blog');
    const swahili = modal.getByRole('textbox', { name: 'Title (Kiswahili)' });
    expect(swahili).toHaveAttribute('lang', 'sw');
    await userEvent.type(modal.getByRole('textbox', { name: 'Title (English)' }), 'Tick season');
    expect(swahili).toHaveAccessibleDescription(NOTE);
    await userEvent.type(swahili, 'Msimu wa kupe');
    await userEvent.upload(modal.getByLabelText('Image'), png());
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('blog/create')).toHaveLength(1));
    const body = api.to('blog/create')[0]?.body;
    expect(body).toContain('name="title"\r\n\r\nTick season\r\n');
    expect(body).toContain('name="title_sw"\r\n\r\nMsimu wa kupe\r\n');
  });

  it("Update blog sends '' for a Kiswahili title cleared", async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(HALF),
      'PUT blog/update': () => ok({ ...HALF, title_sw: null }),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await screen.findByRole('heading', { level: 1, name: 'Tick season' });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const modal = dialog('Update blog');
    expect(modal.getByLabelText('Title (Kiswahili)')).toHaveValue('Msimu wa kupe');
    await userEvent.clear(modal.getByLabelText('Title (Kiswahili)'));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectDialogClosed('Update blog');
    expect(api.to('blog/update')[0]?.body).toContain('name="title_sw"\r\n\r\n\r\n');
  });

  it('Update Content shows and sends the Kiswahili text of a paragraph', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(HALF),
      'PUT blog/paragraph/update': () => ok(HALF),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await screen.findByRole('heading', { level: 1, name: 'Tick season' });
    const second = screen.getByRole('region', { name: 'Content 2 (paragraph)' });
    await userEvent.click(within(second).getByRole('button', { name: 'Update Content' }));
    const modal = dialog('Update Content');
    const swahili = modal.getByLabelText('Content (Kiswahili)');
    expect(swahili).toHaveAttribute('lang', 'sw');
    expect(swahili).toHaveValue('');
    expect(swahili).toHaveAccessibleDescription(expect.stringContaining(NOTE));
    await userEvent.type(swahili, 'Angalia masikio.');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectDialogClosed('Update Content');
    const body = api.to('blog/paragraph/update')[0]?.body;
    expect(body).toContain('name="content"\r\n\r\nCheck the ears.\r\n');
    expect(body).toContain('name="content_sw"\r\n\r\nAngalia masikio.\r\n');
  });

  it('Add Content sends a Kiswahili text when one is written, and none otherwise', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(HALF),
      'POST blog/paragraph/create': () => ok(HALF),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await screen.findByRole('heading', { level: 1, name: 'Tick season' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    await userEvent.type(dialog('Add Content').getByLabelText('Content (English)'), 'Rest them.');
    await userEvent.click(dialog('Add Content').getByRole('button', { name: 'Save' }));
    await expectDialogClosed('Add Content');
    expect(api.to('blog/paragraph/create')[0]?.body).not.toContain('content_sw');

    await userEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    await userEvent.type(dialog('Add Content').getByLabelText('Content (English)'), 'Rest them.');
    await userEvent.type(
      dialog('Add Content').getByLabelText('Content (Kiswahili)'),
      'Wapumzishe.',
    );
    await userEvent.click(dialog('Add Content').getByRole('button', { name: 'Save' }));
    await expectDialogClosed('Add Content');
    expect(api.to('blog/paragraph/create')[1]?.body).toContain(
      'name="content_sw"\r\n\r\nWapumzishe.\r\n',
    );
  });
});
