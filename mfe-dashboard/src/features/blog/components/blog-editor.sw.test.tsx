// The blog editor's Kiswahili title and block texts (docs/behaviour.md#content-in-both-languages).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedBlog } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { testBlog, testParagraph } from '../../../app/testing/test-blogs';
import { AUTOSAVE_MS } from '../sagas/editor.saga';
import { localDraftKey } from '../store/local-drafts';

const NOTE = 'No Kiswahili yet: Kiswahili pages show the English.';

interface SentBlock {
  id?: string;
  content_type: 'paragraph' | 'subtitle' | 'list';
  content: string;
  content_sw?: string | null;
}

describe('the blog editor in two languages', () => {
  const api = setupTestApi();
  const ok = (body: unknown) => ({ status: 200, body });
  const DRAFT = testBlog({
    blog_id: 'b1',
    title: 'Tick season',
    title_sw: 'Msimu wa kupe',
    status: 'draft',
    published_at: null,
    updatedAt: '2026-01-05T08:00:00.000Z',
    paragraphs: [
      testParagraph({
        paragraph_id: 'p1',
        content_type: 'subtitle',
        content: 'Why ticks',
        content_sw: 'Kwa nini kupe',
      }),
      testParagraph({ paragraph_id: 'p2', content: 'Spray weekly.', content_sw: null }),
    ],
  });
  const fieldOf = (body: string, name: string) =>
    new RegExp(`name="${name}"\\r\\n\\r\\n(.*)\\r\\n`).exec(body)?.[1];
  /** What PUT blog/b1/blocks answers, as the server keeps it: absent keeps, blank removes. */
  const server = { post: DRAFT };
  const save = (body: string) => {
    const blocks = JSON.parse(fieldOf(body, 'blocks') ?? '[]') as SentBlock[];
    const before = server.post.paragraphs;
    const titleSw = fieldOf(body, 'title_sw');
    server.post = {
      ...server.post,
      title: fieldOf(body, 'title') ?? '',
      title_sw: titleSw === undefined ? server.post.title_sw : titleSw || null,
      updatedAt: `2026-01-05T0${9 + api.to('blog/b1/blocks').length}:00:00.000Z`,
      paragraphs: blocks.map((block, order) => {
        const kept = before.find((paragraph) => paragraph.paragraph_id === block.id);
        return testParagraph({
          paragraph_id: block.id ?? `n${order}`,
          content_type: block.content_type,
          content: block.content,
          content_sw:
            block.content_sw === undefined ? (kept?.content_sw ?? null) : block.content_sw || null,
          order,
        });
      }),
    } satisfies ManagedBlog;
    return ok(server.post);
  };
  const sent = (index: number) => {
    const body = api.to('blog/b1/blocks')[index]?.body ?? '';
    return {
      title_sw: fieldOf(body, 'title_sw'),
      blocks: JSON.parse(fieldOf(body, 'blocks') ?? 'null') as SentBlock[],
    };
  };
  const block = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Block ${n} `) });
  const saveStatus = () => screen.getByText((_, el) => el?.hasAttribute('data-save') ?? false);
  const saved = async (count: number) => {
    await waitFor(() => expect(api.to('blog/b1/blocks')).toHaveLength(count), {
      timeout: AUTOSAVE_MS + 8_000,
    });
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
  };
  const open = async () => {
    renderDashboard('/dashboard/blog/b1/edit', api.base);
    await screen.findByRole('heading', { name: 'Edit: Tick season' });
  };

  beforeEach(() => {
    window.localStorage.clear();
    server.post = DRAFT;
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(server.post),
      'PUT blog/b1/blocks': ({ body }) => save(body),
    });
  });

  it("shows each block's English and Kiswahili side by side and marks the missing", async () => {
    await open();
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Tick season');
    const titleSw = screen.getByRole('textbox', { name: 'Title (Kiswahili)' });
    expect(titleSw).toHaveValue('Msimu wa kupe');
    expect(titleSw).toHaveAttribute('lang', 'sw');
    const first = within(block(1));
    expect(first.getByRole('textbox', { name: 'Subtitle (English)' })).toHaveValue('Why ticks');
    expect(first.getByRole('textbox', { name: 'Subtitle (Kiswahili)' })).toHaveValue(
      'Kwa nini kupe',
    );
    const secondSw = within(block(2)).getByRole('textbox', { name: 'Paragraph (Kiswahili)' });
    expect(secondSw).toHaveValue('');
    expect(secondSw).toHaveAttribute('lang', 'sw');
    expect(secondSw).toHaveAccessibleDescription(expect.stringContaining(NOTE));
    expect(screen.getByText('Kiswahili missing: 1 of 2 blocks')).toBeVisible();
  });

  it('round-trips each block’s Kiswahili text through the save, and a cleared one as ""', async () => {
    await open();
    fireEvent.change(within(block(2)).getByLabelText('Paragraph (Kiswahili)'), {
      target: { value: 'Nyunyiza kila wiki.' },
    });
    // Kept on the device with the rest of the draft.
    expect(window.localStorage.getItem(localDraftKey('b1'))).toContain('Nyunyiza kila wiki.');
    expect(screen.queryByText(/Kiswahili missing/)).not.toBeInTheDocument();
    await saved(1);
    expect(sent(0)).toEqual({
      title_sw: 'Msimu wa kupe',
      blocks: [
        {
          id: 'p1',
          content_type: 'subtitle',
          content: 'Why ticks',
          content_sw: 'Kwa nini kupe',
          image: 'none',
        },
        {
          id: 'p2',
          content_type: 'paragraph',
          content: 'Spray weekly.',
          content_sw: 'Nyunyiza kila wiki.',
          image: 'none',
        },
      ],
    });
    expect(server.post.paragraphs.map((paragraph) => paragraph.content_sw)).toEqual([
      'Kwa nini kupe',
      'Nyunyiza kila wiki.',
    ]);

    // Cleared: sent as '' (removed), and the title's as '' too.
    fireEvent.change(within(block(1)).getByLabelText('Subtitle (Kiswahili)'), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByLabelText('Title (Kiswahili)'), { target: { value: ' ' } });
    expect(screen.getByText('Kiswahili missing: title and 1 of 2 blocks')).toBeVisible();
    await saved(2);
    expect(sent(1).title_sw).toBe('');
    expect(sent(1).blocks.map((each) => each.content_sw)).toEqual(['', 'Nyunyiza kila wiki.']);
    expect(server.post.title_sw).toBeNull();
    expect(server.post.paragraphs[0]?.content_sw).toBeNull();
  });

  it('sends a new block’s Kiswahili text, and nothing for a block that never had one', async () => {
    server.post = {
      ...DRAFT,
      title_sw: null,
      paragraphs: [testParagraph({ paragraph_id: 'p2', content: 'Spray weekly.' })],
    };
    await open();
    fireEvent.change(within(block(1)).getByLabelText('Paragraph (English)'), {
      target: { value: 'Spray twice a week.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    fireEvent.change(within(block(2)).getByLabelText('Paragraph (English)'), {
      target: { value: 'Dip the herd.' },
    });
    fireEvent.change(within(block(2)).getByLabelText('Paragraph (Kiswahili)'), {
      target: { value: 'Ogesha kundi.' },
    });
    await saved(1);
    expect(sent(0)).toEqual({
      title_sw: undefined,
      blocks: [
        { id: 'p2', content_type: 'paragraph', content: 'Spray twice a week.', image: 'none' },
        {
          content_type: 'paragraph',
          content: 'Dip the herd.',
          content_sw: 'Ogesha kundi.',
          image: 'none',
        },
      ],
    });
    expect(server.post.paragraphs[1]?.content_sw).toBe('Ogesha kundi.');
  });
});
