import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogRevision, ManagedBlog } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { FULL_BLOG, testBlog, testParagraph } from '../../../app/testing/test-blogs';

describe("a blog's publishing in ViewBlog", () => {
  const api = setupTestApi();
  const ok = (body: unknown) => ({ status: 200, body });
  const panel = () => within(screen.getByRole('region', { name: 'Publishing' }));
  const DRAFT = testBlog({ status: 'draft', published_at: null });
  const opened = () => screen.findByRole('region', { name: 'Publishing' });
  const status = () => panel().getByRole('status');

  it('publishes a draft now, and says so in its status', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'POST blog/b1/publish': () => ok(FULL_BLOG),
      'GET blog/b1/revisions': () => ok([]),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await opened();
    expect(status()).toHaveTextContent('Draft');
    expect(panel().queryByRole('button', { name: 'Unpublish' })).toBeNull();
    await userEvent.click(panel().getByRole('button', { name: 'Publish now' }));
    await expectToast('The blog is published', 'success');
    expect(status()).toHaveTextContent('Published');
    expect(api.to('blog/b1/publish')[0]?.method).toBe('POST');
  });

  it('schedules in the clinic time, refusing a time in the past before sending', async () => {
    const at = '2099-03-02T05:00:00.000Z';
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'PUT blog/update': () => ok({ ...DRAFT, status: 'scheduled', publish_at: at }),
      'GET blog/b1/revisions': () => ok([]),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    const when = await screen.findByLabelText('Publish on (clinic time)');
    await userEvent.type(when, '2020-01-01T08:00');
    await userEvent.click(panel().getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a date and time in the future',
    );
    expect(api.to('blog/update')).toHaveLength(0);
    await userEvent.clear(when);
    await userEvent.type(when, '2099-03-02T08:00');
    await userEvent.click(panel().getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(status()).toHaveTextContent('Scheduled for 2 Mar 2099, 08:00'));
    const [sent] = api.to('blog/update');
    expect(sent?.body).toContain('name="status"\r\n\r\nscheduled');
    // 08:00 in Nairobi is 05:00 UTC, whatever the device's zone.
    expect(sent?.body).toContain(`name="publish_at"\r\n\r\n${at}`);
  });

  it('asks before unpublishing a published post, then sends it back to draft', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(FULL_BLOG),
      'PUT blog/update': () => ok({ ...FULL_BLOG, status: 'draft' }),
      'GET blog/b1/revisions': () => ok([]),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await opened();
    await userEvent.click(panel().getByRole('button', { name: 'Unpublish' }));
    const confirm = within(screen.getByRole('dialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(status()).toHaveTextContent('Draft'));
    expect(api.to('blog/update')[0]?.body).toContain('name="status"\r\n\r\ndraft');
  });

  it('shows the history side by side with the current text, and restores a revision', async () => {
    const pending = {
      title: 'Ticks, corrected',
      image: null,
      image_srcset: null,
      paragraphs: [testParagraph({ content: 'Spray twice a week.' })],
      saved_at: '2026-02-01T07:00:00.000Z',
      saved_by: 'Wanjiru Kamau',
    };
    const withChanges: ManagedBlog = { ...FULL_BLOG, pending };
    const revision: BlogRevision = {
      revision_id: 'r1',
      blog_id: 'b1',
      published_at: '2026-01-05T08:00:00.000Z',
      published_by: 'Otieno Odhiambo',
      title: 'Ticks',
      image: null,
      image_srcset: null,
      paragraphs: [testParagraph({ content: 'Spray weekly.' })],
    };
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(withChanges),
      'GET blog/b1/revisions': () => ok([revision]),
      'POST blog/b1/revisions/r1/restore': () =>
        ok({ ...withChanges, pending: { ...pending, title: 'Ticks' } }),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await opened();
    expect(status()).toHaveTextContent('Unpublished changes');
    expect(panel().getByRole('button', { name: 'Publish changes' })).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'History' }));
    const entry = await panel().findByText(/5 Jan 2026, 11:00, by Otieno Odhiambo/);
    expect(entry).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Compare' }));
    const table = panel().getByRole('table', { name: 'This version and the current text' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ticks', 'Ticks, corrected (changed)'],
      ['paragraph: Spray weekly.', 'paragraph: Spray twice a week. (changed)'],
    ]);
    await userEvent.click(panel().getByRole('button', { name: 'Restore' }));
    await expectToast(
      'The revision is back as unpublished changes: publish them to show it',
      'success',
    );
    expect(api.to('blog/b1/revisions/r1/restore')[0]?.method).toBe('POST');
  });

  it('previews the post rendered by the server in a frame without scripts, at phone width first', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'GET blog/b1/preview': () => ({
        status: 200,
        body: '<!doctype html><html><body><h1>Rendered</h1></body></html>',
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await opened();
    await userEvent.click(panel().getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle(`Preview of ${DRAFT.title}`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Rendered</h1>');
    expect(panel().getByRole('button', { name: 'Phone width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(panel().getByRole('button', { name: 'Full width' }));
    expect(panel().getByRole('button', { name: 'Full width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.to('blog/b1/preview')[0]?.headers.authorization).toBe('Bearer test-access-token');
  });
});
