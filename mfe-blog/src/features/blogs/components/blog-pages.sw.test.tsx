import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configureClient,
  createStoreKit,
  type PageHead,
  type RemoteModule,
  type SiteLocale,
} from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { testParagraph } from 'shared-data/testing/test-blogs';
import { LocaleProvider, PageHeadProvider, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import { renderRemote } from '../../../app/testing/render-remote';
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

/** A post with a Kiswahili title, a paragraph and a list in Kiswahili, and a subtitle without. */
const TWO_LANGUAGE_BLOG = testBlog({
  title_sw: 'Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa',
  paragraphs: [
    testParagraph({ content_sw: 'Kupe hubeba vimelea kutoka kwa mnyama mmoja hadi mwingine.' }),
    testParagraph({ paragraph_id: 'p2', content_type: 'subtitle', content: 'Signs to watch for' }),
    testParagraph({
      paragraph_id: 'p3',
      content_type: 'list',
      content: 'High fever, Swollen lymph nodes',
      content_sw: ' Homa kali ,Tezi kuvimba,, ',
    }),
  ],
});

/**
 * The blog post page as the server renders it (usePageHead writes to a collector only then),
 * in `locale`: what its head says.
 */
function renderHead(path: string, apiBase: string, locale: SiteLocale) {
  const heads: PageHead[] = [];
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  const collected: RemoteModule = {
    ...remote,
    routes: remote.routes.map((route) => ({
      ...route,
      element: (
        <PageHeadProvider collector={{ set: (head) => heads.push(head) }}>
          <LocaleProvider locale={locale} messages={locale === 'sw' ? sw : undefined}>
            {route.element}
          </LocaleProvider>
        </PageHeadProvider>
      ),
    })),
  };
  renderRemoteRoutes('blog', collected, path, {
    kit,
    routes: <Route path="*" element={<h1>Not routed</h1>} />,
  });
  return () => heads.at(-1);
}

describe("staff's Kiswahili versions on the blog pages", () => {
  const api = setupTestApi();

  it('titles a card in Kiswahili where there is one, else in English marked lang="en"', async () => {
    api.answer = () => ({
      status: 200,
      body: [TWO_LANGUAGE_BLOG, testBlog({ blog_id: 'b2', title: 'Deworming calves' })],
    });
    renderInKiswahili('/blog', api.base);
    const [kiswahili, english] = await screen.findAllByRole('article');
    const title = within(kiswahili!).getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent('Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa');
    expect(title).not.toHaveAttribute('lang');
    expect(
      within(kiswahili!)
        .getByRole('link', {
          name: 'Soma zaidi kuhusu Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa',
        })
        .querySelector('[lang]'),
    ).toBeNull();

    const fallback = within(english!).getByRole('heading', { level: 2 });
    expect(fallback).toHaveTextContent('Deworming calves');
    expect(fallback).toHaveAttribute('lang', 'en');
    // The title inside the link's Kiswahili sentence is marked too.
    const link = within(english!).getByRole('link', { name: 'Soma zaidi kuhusu Deworming calves' });
    expect(link.querySelector('[lang="en"]')).toHaveTextContent(/^Deworming calves$/);
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/: Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa/);
  });

  it('shows the post in Kiswahili, each block without one in English marked lang="en"', async () => {
    api.answer = () => ({ status: 200, body: [TWO_LANGUAGE_BLOG] });
    renderInKiswahili('/blogs/b1', api.base);
    const article = await screen.findByRole('article');
    const heading = within(article).getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa');
    expect(heading.querySelector('[lang]')).toBeNull();
    expect(document.title).toBe('Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Kupe hubeba vimelea kutoka kwa mnyama mmoja hadi mwingine.',
    );

    const paragraph = within(article).getByText(
      'Kupe hubeba vimelea kutoka kwa mnyama mmoja hadi mwingine.',
    );
    expect(paragraph.closest('[lang]')).toBeNull();
    const subtitle = within(article).getByRole('heading', { level: 2 });
    expect(subtitle).toHaveTextContent('Signs to watch for');
    expect(subtitle.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The list is split on the commas of the text shown.
    const list = within(article).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Homa kali', 'Tezi kuvimba']);
    expect(list.closest('[lang]')).toBeNull();
  });

  it('marks the English title of a post without a Kiswahili one', async () => {
    api.answer = () => ({ status: 200, body: [FULL_BLOG] });
    renderInKiswahili('/blogs/b1', api.base);
    const heading = within(await screen.findByRole('article')).getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(FULL_BLOG.title);
    expect(heading.querySelector('[lang="en"]')).toHaveTextContent(FULL_BLOG.title);
  });

  it('speaks of the post in Kiswahili, at its /sw address, in the structured data', async () => {
    api.answer = () => ({ status: 200, body: [TWO_LANGUAGE_BLOG] });
    const was = process.env.PORTAL_RENDER;
    process.env.PORTAL_RENDER = 'server';
    try {
      const head = renderHead('/blogs/b1', api.base, 'sw');
      await screen.findByRole('article');
      expect(head()).toMatchObject({
        title: 'Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa',
        description: 'Kupe hubeba vimelea kutoka kwa mnyama mmoja hadi mwingine.',
        imageAlt: 'Picha kuu ya makala Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa',
        structuredData: [
          expect.objectContaining({
            '@type': 'BlogPosting',
            headline: 'Homa ya Pwani ya Mashariki kwa ng’ombe wa maziwa',
            description: 'Kupe hubeba vimelea kutoka kwa mnyama mmoja hadi mwingine.',
            inLanguage: 'sw-KE',
            url: '/sw/blogs/b1',
          }),
        ],
      });
    } finally {
      process.env.PORTAL_RENDER = was;
    }
  });

  it('shows an English page in English only, without lang marks, its head as before', async () => {
    api.answer = () => ({ status: 200, body: [TWO_LANGUAGE_BLOG] });
    const was = process.env.PORTAL_RENDER;
    process.env.PORTAL_RENDER = 'server';
    try {
      const head = renderHead('/blogs/b1', api.base, 'en');
      const article = await screen.findByRole('article');
      expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
        TWO_LANGUAGE_BLOG.title,
      );
      expect(
        within(within(article).getByRole('list'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['High fever', 'Swollen lymph nodes']);
      expect(article.querySelector('[lang]')).toBeNull();
      expect(head()).toMatchObject({
        title: TWO_LANGUAGE_BLOG.title,
        description: 'Ticks carry the parasite from one animal to the next.',
        structuredData: [
          expect.objectContaining({
            headline: TWO_LANGUAGE_BLOG.title,
            inLanguage: 'en-KE',
            url: '/blogs/b1',
          }),
        ],
      });
    } finally {
      process.env.PORTAL_RENDER = was;
    }
  });

  it('titles an English card in English, without a lang mark', async () => {
    api.answer = () => ({ status: 200, body: [TWO_LANGUAGE_BLOG] });
    renderRemote('/blog', api.base);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('heading', { level: 2 })).toHaveTextContent(
      TWO_LANGUAGE_BLOG.title,
    );
    expect(card!.querySelector('[lang]')).toBeNull();
  });
});
