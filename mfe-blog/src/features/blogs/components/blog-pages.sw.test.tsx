import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureClient, createStoreKit, type RemoteModule } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { LocaleProvider, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import { FULL_BLOG, testBlog } from '../../../app/testing/test-blogs';
import sw from '../../../i18n/sw.json';

/** The remote's pages as the shell shows them under /sw/...: in Kiswahili, with its catalogue. */
function renderInKiswahili(path: string, apiBase: string) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  const kiswahili: RemoteModule = {
    ...remote,
    routes: remote.routes.map((route) => ({
      ...route,
      element: (
        <LocaleProvider locale="sw" messages={sw}>
          {route.element}
        </LocaleProvider>
      ),
    })),
  };
  return renderRemoteRoutes('blog', kiswahili, path, {
    kit,
    routes: <Route path="*" element={<h1>Not routed</h1>} />,
  });
}

describe('the blog pages in Kiswahili', () => {
  const api = setupTestApi();

  it('lists the articles under Blogu, each card dated by Intl and read with Soma zaidi', async () => {
    api.answer = () => ({
      status: 200,
      body: [
        testBlog({
          blog_id: 'd1',
          title: 'Ndui ya ng’ombe',
          createdAt: '2026-03-03T09:00:00.000Z',
        }),
      ],
    });
    renderInKiswahili('/blog', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Blogu' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Inapakia makala');
    const [card] = await screen.findAllByRole('article');
    const link = within(card!).getByRole('link', { name: 'Soma zaidi kuhusu Ndui ya ng’ombe' });
    expect(link).toHaveAttribute('href', '/blogs/d1');
    expect(link.querySelector('.visually-hidden')).toHaveTextContent('kuhusu Ndui ya ng’ombe');
    expect(within(card!).getByText('3 Machi 2026')).toHaveAttribute(
      'datetime',
      '2026-03-03T09:00:00.000Z',
    );
    expect(document.title).toBe('Blogu');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Makala kutoka kwa madaktari wetu wa mifugo/);
  });

  it('says there are no articles, in the glossary’s words', async () => {
    api.answer = () => ({ status: 200, body: [] });
    renderInKiswahili('/blog', api.base);
    expect(await screen.findByText('Hakuna makala kwa sasa')).toBeInTheDocument();
  });

  it('offers Jaribu tena when the list could not be loaded', async () => {
    api.answer = () => ({ status: 500, body: { status: 500, msg: 'Something went wrong' } });
    renderInKiswahili('/blog', api.base);
    expect(await screen.findByText('Hatukuweza kupakia makala.')).toBeInTheDocument();
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    await userEvent.click(screen.getByRole('button', { name: 'Jaribu tena' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('shows an article with its own title and text, a way back and the Nairobi day', async () => {
    api.answer = () => ({
      status: 200,
      body: [{ ...FULL_BLOG, createdAt: '2026-01-31T22:30:00.000Z' }],
    });
    renderInKiswahili('/blogs/b1', api.base);
    expect(screen.getByRole('status')).toHaveTextContent('Inapakia makala');
    const article = await screen.findByRole('article');
    // The article's own words stay as the server sends them.
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(FULL_BLOG.title);
    expect(within(article).getByRole('link', { name: '← Makala zote' })).toHaveAttribute(
      'href',
      '/blog',
    );
    // 22:30 UTC is 01:30 the next day in Nairobi.
    expect(within(article).getByText('1 Februari 2026').tagName).toBe('TIME');
    expect(document.title).toBe(FULL_BLOG.title);
  });

  it('says the content is coming soon when the article has no paragraphs', async () => {
    api.answer = () => ({ status: 200, body: [testBlog({ blog_id: 'empty', title: 'Soon' })] });
    renderInKiswahili('/blogs/empty', api.base);
    expect(await screen.findByText('Maudhui yanakuja hivi karibuni')).toBeInTheDocument();
  });
});
