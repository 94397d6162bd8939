import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, uploadProgressed, type StoreKit } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { chooseNonImage, expectDialogClosed, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { creatingBlog, type BlogsState } from '../store/blogs.slice';
import { FULL_BLOG, png, SECOND_BLOG, testBlog } from '../../../app/testing/test-blogs';
import { pagedAnswer, testPage } from '../../../app/testing/test-pages';

const blogsState = (kit: StoreKit) =>
  (kit.store.getState() as unknown as { dashboardBlogs: BlogsState }).dashboardBlogs;

describe('the dashboard Blog section (/dashboard/blog)', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const listed = (...blogs: (typeof FULL_BLOG)[]) => ({ status: 200, body: blogs });
  /** GET blog/page's answer: these blogs as the only page. */
  const paged = (...blogs: (typeof FULL_BLOG)[]) => ({ status: 200, body: testPage(blogs) });
  const asked = () => api.to('blog/page').map((request) => request.path);
  const cards = () => screen.getAllByRole('listitem');
  const card = (title: string) =>
    cards().find((item) => within(item).queryByRole('heading', { name: title })) as HTMLElement;
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  const toastOf = (text: string) => screen.findByText(text, { selector: '.Toastify__toast' });

  async function openAddBlog() {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Blog' }));
    return dialog('Add a blog');
  }

  it('shows the blogs as cards with image, title, View and Delete, and Add Blog beside the title', async () => {
    api.answer = apiRoutes({ 'GET blog/page': () => paged(FULL_BLOG, SECOND_BLOG) });
    renderDashboard('/dashboard/blog', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: FULL_BLOG.title })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    const first = within(card(FULL_BLOG.title));
    expect(first.getByRole('img', { name: `Cover image of ${FULL_BLOG.title}` })).toHaveAttribute(
      'src',
      FULL_BLOG.image,
    );
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/dashboard/blog/b1');
    expect(first.getByRole('link', { name: 'View' })).toHaveAccessibleDescription(FULL_BLOG.title);
    expect(first.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(card(SECOND_BLOG.title)).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/dashboard/blog/b2',
    );
    expect(screen.getAllByRole('button', { name: 'Add Blog' })).toHaveLength(1);
    expect(api.to('blog/page')[0]?.method).toBe('GET');
    expect(api.to('blog/page')[0]?.headers.authorization).toBe('Bearer test-access-token');
  });

  it('View stores the selected blog and opens ViewBlog', async () => {
    const one = gate();
    api.answer = apiRoutes({
      'GET blog/page': () => paged(FULL_BLOG, SECOND_BLOG),
      'GET blog/b2/manage': async () => {
        await one.promise;
        return { status: 200, body: SECOND_BLOG };
      },
    });
    const { kit } = renderDashboard('/dashboard/blog', api.base);
    await screen.findByRole('heading', { name: SECOND_BLOG.title });
    await userEvent.click(within(card(SECOND_BLOG.title)).getByRole('link', { name: 'View' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: SECOND_BLOG.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('Blog ID: b2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog/b2');
    expect(blogsState(kit).selected_blog).toBe('b2');
    expect(kit.store.getState().dashboardSidebar).toMatchObject({ content_page: 'ViewBlog' });
    // Shown at once from the page, while ViewBlog's own load of the blog comes.
    await waitFor(() => expect(api.to('blog/b2/manage')).toHaveLength(1));
    one.open();
    await waitFor(() => expect(blogsState(kit).viewed.status).toBe('loaded'));
    expect(screen.getByRole('heading', { level: 1, name: SECOND_BLOG.title })).toBeInTheDocument();
  });

  it("shows 'There are no blogs found' with its own Add Blog, and none beside the title", async () => {
    api.answer = apiRoutes({ 'GET blog/page': () => paged() });
    renderDashboard('/dashboard/blog', api.base);
    const empty = await screen.findByText('There are no blogs found');
    expect(screen.getAllByRole('button', { name: 'Add Blog' })).toHaveLength(1);
    // The one Add Blog is the empty state's own.
    expect(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Add Blog' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    const modal = await openAddBlog();
    expect(within(modal).getByLabelText('Title')).toHaveValue('');
  });

  it('says the list could not be loaded, with the RETRIVING_BLOGS_FAIL toast, and Try again loads it', async () => {
    api.answer = apiRoutes({
      'GET blog/page': () => ({
        status: 503,
        body: { status: 503, msg: 'The database is resting' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/blog', api.base);
    expect(await screen.findByText('The blogs could not be loaded.')).toBeInTheDocument();
    expect(await toastOf('The database is resting')).toBeInTheDocument();
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_BLOGS_FAIL');
    expect(screen.queryByRole('button', { name: 'Add Blog' })).not.toBeInTheDocument();

    api.answer = apiRoutes({ 'GET blog/page': () => paged(FULL_BLOG) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: FULL_BLOG.title })).toBeInTheDocument();
    expect(api.to('blog/page')).toHaveLength(2);
  });

  it('asks for the title and the image, and refuses a non-image or a file over 5 MB, sending nothing', async () => {
    api.answer = apiRoutes({ 'GET blog/page': () => paged(FULL_BLOG) });
    renderDashboard('/dashboard/blog', api.base);
    const modal = within(await openAddBlog());
    const save = () => userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await save();
    expect(modal.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title');
    expect(modal.getByLabelText('Title')).toHaveFocus();
    expect(modal.getByLabelText('Image')).toHaveAccessibleDescription(
      'An image file of at most 5 MB Choose an image',
    );

    await userEvent.type(modal.getByLabelText('Title'), 'Deworming calves');
    await save();
    expect(modal.getByLabelText('Image')).toHaveFocus();

    await chooseNonImage(modal.getByLabelText('Image'));
    expect(modal.getByRole('alert')).toHaveTextContent('Choose an image file');
    await save();

    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(modal.getByLabelText('Image'), huge);
    expect(modal.getByRole('alert')).toHaveTextContent('The image is larger than 5 MB');
    await save();

    expect(api.to('blog/create')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add a blog' })).toBeInTheDocument();
  });

  it('sends the blog as multipart with a progress bar, then CREATING_BLOG_SUCCESS, closes and lists it', async () => {
    const held = gate();
    const created = testBlog({
      blog_id: 'b9',
      title: 'Deworming calves',
      image: '/uploads/c.webp',
    });
    let blogs = [FULL_BLOG];
    api.answer = apiRoutes({
      'GET blog/page': () => paged(...blogs),
      'POST blog/create': async () => {
        await held.promise;
        blogs = [created, ...blogs];
        return { status: 200, body: created };
      },
      'GET blog/b9/manage': () => ({ status: 200, body: created }),
    });
    const { kit } = renderDashboard('/dashboard/blog', api.base);
    const modal = within(await openAddBlog());
    await userEvent.type(modal.getByLabelText('Title'), 'Deworming calves');
    await userEvent.upload(modal.getByLabelText('Image'), png('calves.png'));
    expect(modal.getByRole('img', { name: 'Preview of calves.png' })).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));

    expect(await modal.findByRole('button', { name: 'Processing ...' })).toBeDisabled();
    expect(modal.getByLabelText('Title')).toBeDisabled();
    await waitFor(() => expect(api.to('blog/create')).toHaveLength(1));
    // jsdom reports upload progress only once the answer comes: the browser's report, by hand.
    act(() => {
      kit.store.dispatch(uploadProgressed({ operation: creatingBlog.name, fraction: 0.4 }));
    });
    expect(modal.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    held.open();

    await expectToast(MESSAGES.blogSaved, 'success');
    expect(kit.store.getState().notices.success?.id).toBe('CREATING_BLOG_SUCCESS');
    await expectDialogClosed('Add a blog');
    // The page is loaded again (without a start, so the toast stays), and the new draft opens
    // in the editor.
    expect(await screen.findByRole('heading', { name: 'Edit: Deworming calves' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Deworming calves');
    await waitFor(() => expect(asked()).toEqual(['blog/page', 'blog/page']));
    expect(api.to('blog/b9/manage')).toHaveLength(1);

    const [sent] = api.to('blog/create');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    for (const part of [
      'name="title"\r\n\r\nDeworming calves',
      'name="image"; filename="calves.png"',
      'PNGDATA',
    ])
      expect(sent?.body).toContain(part);
  });

  it("shows the server's refusal as a red CREATING_BLOG_FAIL toast and keeps the modal with its input", async () => {
    api.answer = apiRoutes({
      'GET blog/page': () => paged(FULL_BLOG),
      'POST blog/create': () => ({
        status: 400,
        body: { status: 400, msg: 'title must be at most 200 characters' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/blog', api.base);
    const modal = within(await openAddBlog());
    await userEvent.type(modal.getByLabelText('Title'), 'Deworming calves');
    await userEvent.upload(modal.getByLabelText('Image'), png('calves.png'));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));

    await expectToast('title must be at most 200 characters', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('CREATING_BLOG_FAIL');
    expect(dialog('Add a blog')).toBeInTheDocument();
    expect(modal.getByLabelText('Title')).toHaveValue('Deworming calves');
    expect(modal.getByLabelText('Title')).toBeEnabled();
    expect(modal.getByRole('img', { name: 'Preview of calves.png' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('asks before deleting: Cancel sends nothing; Delete sends it and shows the list answered', async () => {
    let blogs = [FULL_BLOG, SECOND_BLOG];
    api.answer = apiRoutes({
      'GET blog/page': () => paged(...blogs),
      'DELETE blog/delete': () => {
        blogs = [SECOND_BLOG];
        return listed(...blogs);
      },
    });
    const { kit } = renderDashboard('/dashboard/blog', api.base);
    await screen.findByRole('heading', { name: FULL_BLOG.title });

    await userEvent.click(within(card(FULL_BLOG.title)).getByRole('button', { name: 'Delete' }));
    const question = `Delete the blog '${FULL_BLOG.title}'?`;
    await userEvent.click(within(dialog(question)).getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed(question);
    expect(api.to('blog/delete')).toHaveLength(0);
    expect(cards()).toHaveLength(2);

    await userEvent.click(within(card(FULL_BLOG.title)).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(dialog(question)).getByRole('button', { name: 'Delete' }));
    await expectToast(MESSAGES.blogDeleted, 'success');
    expect(kit.store.getState().notices.success?.id).toBe('DELETING_BLOG_SUCCESS');
    await expectDialogClosed(question);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: FULL_BLOG.title })).not.toBeInTheDocument();
    expect(asked()).toEqual(['blog/page', 'blog/page']);
    const [sent] = api.to('blog/delete');
    expect(sent).toMatchObject({ method: 'DELETE', path: 'blog/delete?blog_id=b1' });
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
  });

  it('keeps the blog when the server refuses the delete, with its message in a red toast', async () => {
    api.answer = apiRoutes({
      'GET blog/page': () => paged(FULL_BLOG),
      'DELETE blog/delete': () => ({
        status: 404,
        body: { status: 404, msg: 'The blog was not found' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/blog', api.base);
    await screen.findByRole('heading', { name: FULL_BLOG.title });
    await userEvent.click(within(card(FULL_BLOG.title)).getByRole('button', { name: 'Delete' }));
    const question = `Delete the blog '${FULL_BLOG.title}'?`;
    await userEvent.click(within(dialog(question)).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('The blog was not found')).toBeInTheDocument();
    expect(kit.store.getState().notices.error?.id).toBe('DELETING_BLOG_FAIL');
    expect(within(dialog(question)).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(cards()).toHaveLength(1);
  });

  describe('pages and search', () => {
    /** 25 blogs, newest first: 'Blog 25' ... 'Blog 1'. */
    const many = Array.from({ length: 25 }, (_, i) =>
      testBlog({ blog_id: `p${25 - i}`, title: `Blog ${25 - i}` }),
    );
    const byTitle = (blogs: typeof many) =>
      pagedAnswer((q) =>
        blogs.filter((blog) => blog.title.toLowerCase().includes(q.toLowerCase())),
      );

    it('counts the blogs, moves between pages and searches, in the URL', async () => {
      api.answer = apiRoutes({ 'GET blog/page': byTitle(many) });
      renderDashboard('/dashboard/blog', api.base);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('25 blogs'));
      const pages = screen.getByRole('navigation', { name: 'Blog pages' });
      expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
      expect(cards()).toHaveLength(20);
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(await within(pages).findByText('Page 2 of 2')).toBeInTheDocument();
      expect(cards()).toHaveLength(5);
      await userEvent.type(
        screen.getByRole('searchbox', { name: 'Search blogs' }),
        'blog 2{Enter}',
      );
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 blogs'));
      expect(asked()).toEqual(['blog/page', 'blog/page?page=2', 'blog/page?q=blog+2']);
    });

    it('says when a search finds nothing, keeping Add Blog beside the title', async () => {
      api.answer = apiRoutes({ 'GET blog/page': byTitle(many) });
      renderDashboard('/dashboard/blog?q=zebu', api.base);
      expect(await screen.findByText('No blogs match “zebu”')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Add Blog' })).toHaveLength(1);
      expect(screen.queryByText('There are no blogs found')).not.toBeInTheDocument();
    });

    it('opens a blog that is not on the page shown, by its id alone', async () => {
      api.answer = apiRoutes({
        'GET blog/page': byTitle(many),
        'GET blog/p3/manage': () => ({ status: 200, body: many.find((b) => b.blog_id === 'p3') }),
      });
      renderDashboard('/dashboard/blog/p3', api.base);
      expect(await screen.findByRole('heading', { level: 1, name: 'Blog 3' })).toBeInTheDocument();
      expect(api.to('blog/p3/manage')).toHaveLength(1);
      expect(api.to('blog/')).toHaveLength(0);
    });

    it('goes back a page when the last blog of the last page is deleted', async () => {
      let blogs = many.slice(0, 21);
      api.answer = apiRoutes({
        'GET blog/page': (request) => byTitle(blogs)(request),
        'DELETE blog/delete': () => {
          blogs = blogs.slice(0, 20);
          return listed(...blogs);
        },
      });
      renderDashboard('/dashboard/blog?page=2', api.base);
      const last = blogs[20]?.title ?? '';
      await screen.findByRole('heading', { name: last });
      await userEvent.click(within(card(last)).getByRole('button', { name: 'Delete' }));
      const question = `Delete the blog '${last}'?`;
      await userEvent.click(within(dialog(question)).getByRole('button', { name: 'Delete' }));
      await expectToast(MESSAGES.blogDeleted, 'success');
      expect(await screen.findByRole('heading', { name: 'Blog 25' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('20 blogs');
      expect(asked()).toEqual(['blog/page?page=2', 'blog/page?page=2', 'blog/page']);
    });
  });
});
