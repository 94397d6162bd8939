// Long on purpose: every action on one blog's page (update, paragraphs added, changed, deleted) from one screen.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, uploadProgressed, type Blog, type StoreKit } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { creatingParagraph, type BlogsState } from '../store/blogs.slice';
import {
  FULL_BLOG,
  png,
  SECOND_BLOG,
  testBlog,
  testParagraph,
} from '../../../app/testing/test-blogs';

const blogsState = (kit: StoreKit) =>
  (kit.store.getState() as unknown as { dashboardBlogs: BlogsState }).dashboardBlogs;

describe('ViewBlog (/dashboard/blog/{blog_id})', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const ok = (body: Blog | Blog[]) => ({ status: 200, body });
  const listed = (...blogs: Blog[]) => ok(blogs);
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  const region = (name: string) => screen.getByRole('region', { name });
  const heading = () => screen.findByRole('heading', { level: 1, name: FULL_BLOG.title });

  async function openModal(button: string, title: string, within_?: HTMLElement) {
    const scope = within_ ? within(within_) : screen;
    await userEvent.click(scope.getByRole('button', { name: button }));
    return within(dialog(title));
  }

  /** The green toast with `text`, for the success notice `id`. */
  async function expectSaved(text: string, id: string, kit: StoreKit) {
    await expectToast(text, 'success');
    expect(kit.store.getState().notices.success?.id).toBe(id);
  }

  it('opened directly, loads its blog by id and shows it as the public site does', async () => {
    api.answer = apiRoutes({ 'GET blog/b1/manage': () => ok(FULL_BLOG) });
    const { kit } = renderDashboard('/dashboard/blog/b1', api.base);
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute(
      'href',
      '/dashboard/blog',
    );
    expect(screen.getByText('Blog ID: b1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Cover image of ${FULL_BLOG.title}` })).toHaveAttribute(
      'src',
      FULL_BLOG.image,
    );
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Content' })).toBeInTheDocument();

    const paragraph = region('Content 1 (paragraph)');
    expect(within(paragraph).getByText(/^Ticks carry the parasite/).tagName).toBe('P');
    expect(paragraph.querySelector('img')).toHaveAttribute('src', '/uploads/tick-960.webp');
    expect(
      within(region('Content 2 (subtitle)')).getByRole('heading', {
        level: 2,
        name: 'Signs to watch for',
      }),
    ).toBeInTheDocument();
    const items = within(region('Content 3 (list)')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'High fever',
      'Swollen lymph nodes',
      'Laboured breathing',
    ]);
    for (const name of ['Content 1 (paragraph)', 'Content 2 (subtitle)', 'Content 3 (list)']) {
      expect(within(region(name)).getByRole('button', { name: 'Update Content' })).toBeEnabled();
      expect(within(region(name)).getByRole('button', { name: 'Delete Content' })).toBeEnabled();
    }
    expect(blogsState(kit).selected_blog).toBe('b1');
    expect(api.to('blog/b1/manage')).toHaveLength(1);
    // One blog, not the whole list.
    expect(api.to('blog/')).toHaveLength(0);
  });

  it("says 'This blog has no content yet' when it has no paragraphs", async () => {
    api.answer = apiRoutes({ 'GET blog/b2/manage': () => ok(SECOND_BLOG) });
    renderDashboard('/dashboard/blog/b2', api.base);
    expect(await screen.findByText('This blog has no content yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Content' })).not.toBeInTheDocument();
  });

  it("with an id the server does not know: 'Please Select a blog' and Go Back to the list", async () => {
    api.answer = apiRoutes({
      'GET blog/b404/manage': () => ({
        status: 404,
        body: { status: 404, msg: 'The blog was not found' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/blog/b404', api.base);
    expect(await screen.findByText('Please Select a blog')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'View Blog' })).toBeInTheDocument();
    // Not offered as a failure to try again: the blog is not there.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_BLOGS_FAIL');
    await userEvent.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/blog$/);
  });

  it('waits for the blog, and offers Try again when it could not be loaded', async () => {
    const held = gate();
    api.answer = apiRoutes({
      'GET blog/b1/manage': async () => {
        await held.promise;
        return { status: 500, body: { status: 500, msg: 'Something broke' } };
      },
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    expect(await screen.findByText('Loading blogs')).toBeInTheDocument();
    expect(screen.queryByText('Please Select a blog')).not.toBeInTheDocument();
    held.open();
    expect(await screen.findByText('The blogs could not be loaded.')).toBeInTheDocument();
    api.answer = apiRoutes({ 'GET blog/b1/manage': () => ok(FULL_BLOG) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('Update sends the title and a new image as multipart, then shows the blog answered', async () => {
    const updated = { ...FULL_BLOG, title: 'ECF: what every farmer should know' };
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(FULL_BLOG),
      'PUT blog/update': () => ok(updated),
    });
    const { kit } = renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const modal = await openModal('Update', 'Update blog');
    expect(modal.getByLabelText('Title')).toHaveValue(FULL_BLOG.title);
    await userEvent.clear(modal.getByLabelText('Title'));
    await userEvent.type(modal.getByLabelText('Title'), updated.title);
    await userEvent.upload(modal.getByLabelText('Image'), png('new-cover.png'));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));

    await expectSaved(MESSAGES.blogSaved, 'UPDATING_BLOG_SUCCESS', kit);
    await expectDialogClosed('Update blog');
    expect(screen.getByRole('heading', { level: 1, name: updated.title })).toBeInTheDocument();
    const [sent] = api.to('blog/update');
    expect(sent).toMatchObject({ method: 'PUT', path: 'blog/update?blog_id=b1' });
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain(`name="title"\r\n\r\n${updated.title}`);
    expect(sent?.body).toContain('name="image"; filename="new-cover.png"');
  });

  it('Update refuses a non-image before sending', async () => {
    api.answer = apiRoutes({ 'GET blog/b1/manage': () => ok(FULL_BLOG) });
    renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const modal = await openModal('Update', 'Update blog');
    await userEvent.upload(
      modal.getByLabelText('Image'),
      new File(['<svg'], 'cover.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(modal.getByRole('alert')).toHaveTextContent('Choose an image file');
    expect(modal.getByLabelText('Image')).toHaveFocus();
    expect(api.to('blog/update')).toHaveLength(0);
  });

  it('Add Content asks for content or an image, counts characters, and sends nothing meanwhile', async () => {
    api.answer = apiRoutes({ 'GET blog/b1/manage': () => ok(FULL_BLOG) });
    renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const modal = await openModal('Add Content', 'Add Content');
    expect(modal.getByLabelText('Content type')).toHaveValue('paragraph');
    expect(
      within(modal.getByLabelText('Content type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paragraph', 'List', 'Subtitle']);
    const content = modal.getByLabelText('Content');
    expect(content).toHaveAttribute('maxLength', '1000');
    expect(content).toHaveAccessibleDescription(
      'For a list, separate the items with commas 0 of 1000 characters used',
    );
    await userEvent.type(content, '   ');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    expect(content).toHaveAccessibleDescription(/Write some content or choose an image$/);
    expect(content).toHaveFocus();
    await userEvent.type(content, 'Dip');
    expect(modal.getByText('6/1000')).toBeInTheDocument();
    expect(api.to('blog/paragraph/create')).toHaveLength(0);
  });

  it('Add Content sends type, content and image with a progress bar, then CREATING_PARAGRAPH_SUCCESS and the blog answered', async () => {
    const held = gate();
    const list = testParagraph({
      paragraph_id: 'p4',
      content_type: 'list',
      content: 'Spray weekly, Check ears',
    });
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(FULL_BLOG),
      'POST blog/paragraph/create': async () => {
        await held.promise;
        return ok({ ...FULL_BLOG, paragraphs: [...FULL_BLOG.paragraphs, list] });
      },
    });
    const { kit } = renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const modal = await openModal('Add Content', 'Add Content');
    await userEvent.selectOptions(modal.getByLabelText('Content type'), 'List');
    await userEvent.type(modal.getByLabelText('Content'), 'Spray weekly, Check ears');
    await userEvent.upload(modal.getByLabelText('Image'), png('dip.png'));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));

    expect(await modal.findByRole('button', { name: 'Processing ...' })).toBeDisabled();
    expect(modal.getByLabelText('Content')).toBeDisabled();
    await waitFor(() => expect(api.to('blog/paragraph/create')).toHaveLength(1));
    act(() => {
      kit.store.dispatch(uploadProgressed({ operation: creatingParagraph.name, fraction: 0.75 }));
    });
    expect(modal.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    held.open();

    await expectSaved(MESSAGES.contentSaved, 'CREATING_PARAGRAPH_SUCCESS', kit);
    await expectDialogClosed('Add Content');
    expect(
      within(region('Content 4 (list)'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spray weekly', 'Check ears']);
    const [sent] = api.to('blog/paragraph/create');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const part of [
      'name="blog_id"\r\n\r\nb1',
      'name="content_type"\r\n\r\nlist',
      'name="content"\r\n\r\nSpray weekly, Check ears',
      'name="image"; filename="dip.png"',
    ])
      expect(sent?.body).toContain(part);
  });

  it('Add Content keeps the modal and what was typed when the server refuses, with a red toast', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(FULL_BLOG),
      'POST blog/paragraph/create': () => ({
        status: 404,
        body: { status: 404, msg: 'The blog was not found' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const modal = await openModal('Add Content', 'Add Content');
    await userEvent.selectOptions(modal.getByLabelText('Content type'), 'Subtitle');
    await userEvent.type(modal.getByLabelText('Content'), 'Prevention');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));

    await expectToast('The blog was not found', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('CREATING_PARAGRAPH_FAIL');
    expect(dialog('Add Content')).toBeInTheDocument();
    expect(modal.getByLabelText('Content type')).toHaveValue('subtitle');
    expect(modal.getByLabelText('Content')).toHaveValue('Prevention');
    expect(modal.getByLabelText('Content')).toBeEnabled();
    expect(api.to('blog/paragraph/create')[0]?.body).not.toContain('name="image"');
  });

  it('Update Content is prefilled and sends type and content by paragraph_id', async () => {
    const changed = testParagraph({
      paragraph_id: 'p3',
      content_type: 'paragraph',
      content: 'Fever and swollen nodes come first.',
    });
    const updated = testBlog({
      paragraphs: [FULL_BLOG.paragraphs[0]!, FULL_BLOG.paragraphs[1]!, changed],
    });
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(FULL_BLOG),
      'PUT blog/paragraph/update': () => ok(updated),
    });
    const { kit } = renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const modal = await openModal('Update Content', 'Update Content', region('Content 3 (list)'));
    expect(modal.getByLabelText('Content type')).toHaveValue('list');
    expect(modal.getByLabelText('Content')).toHaveValue(FULL_BLOG.paragraphs[2]?.content);
    expect(modal.getByText(`${FULL_BLOG.paragraphs[2]?.content?.length}/1000`)).toBeInTheDocument();
    await userEvent.selectOptions(modal.getByLabelText('Content type'), 'Paragraph');
    await userEvent.clear(modal.getByLabelText('Content'));
    await userEvent.type(modal.getByLabelText('Content'), 'Fever and swollen nodes come first.');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));

    await expectSaved(MESSAGES.contentSaved, 'UPDATING_PARAGRAPH_SUCCESS', kit);
    await expectDialogClosed('Update Content');
    expect(
      within(region('Content 3 (paragraph)')).getByText('Fever and swollen nodes come first.'),
    ).toBeInTheDocument();
    const [sent] = api.to('blog/paragraph/update');
    expect(sent).toMatchObject({ method: 'PUT', path: 'blog/paragraph/update?paragraph_id=p3' });
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="content_type"\r\n\r\nparagraph');
    expect(sent?.body).toContain('name="content"\r\n\r\nFever and swollen nodes come first.');
    expect(sent?.body).not.toContain('name="image"');
  });

  it('Delete Content asks first: Cancel sends nothing; Delete sends content_id and shows the list answered', async () => {
    const without = {
      ...FULL_BLOG,
      paragraphs: FULL_BLOG.paragraphs.filter((p) => p.paragraph_id !== 'p2'),
    };
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(FULL_BLOG),
      'DELETE blog/paragraph/delete': () => listed(without),
    });
    renderDashboard('/dashboard/blog/b1', api.base);
    await heading();
    const question = "Delete the subtitle 'Signs to watch for'?";
    let confirm = await openModal('Delete Content', question, region('Content 2 (subtitle)'));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed(question);
    expect(api.to('blog/paragraph/delete')).toHaveLength(0);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Signs to watch for' }),
    ).toBeInTheDocument();

    confirm = await openModal('Delete Content', question, region('Content 2 (subtitle)'));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectDialogClosed(question);
    expect(screen.queryByRole('heading', { name: 'Signs to watch for' })).not.toBeInTheDocument();
    expect(region('Content 2 (list)')).toBeInTheDocument();
    const [sent] = api.to('blog/paragraph/delete');
    expect(sent).toMatchObject({ method: 'DELETE', path: 'blog/paragraph/delete?content_id=p2' });
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
  });
});
