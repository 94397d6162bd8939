import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedBlog } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { testBlog, testParagraph } from '../../../app/testing/test-blogs';
import { AUTOSAVE_MS } from '../sagas/editor.saga';
import { localDraftKey } from '../store/local-drafts';

describe('the blog editor (/dashboard/blog/{blog_id}/edit)', () => {
  const api = setupTestApi();
  const ok = (body: unknown) => ({ status: 200, body });
  const DRAFT = testBlog({
    blog_id: 'b1',
    title: 'Tick season',
    status: 'draft',
    published_at: null,
    updatedAt: '2026-01-05T08:00:00.000Z',
    paragraphs: [
      testParagraph({ paragraph_id: 'p1', content_type: 'subtitle', content: 'Why ticks' }),
      testParagraph({ paragraph_id: 'p2', content_type: 'paragraph', content: 'Spray weekly.' }),
    ],
  });
  /** What PUT blog/b1/blocks answers: the blocks sent, under a new stamp. */
  const savedAs = (updatedAt: string) => (body: string) => {
    const blocks = JSON.parse(/name="blocks"\r\n\r\n(.*)\r\n/.exec(body)?.[1] ?? '[]') as {
      id?: string;
      content_type: 'paragraph';
      content: string;
    }[];
    const title = /name="title"\r\n\r\n(.*)\r\n/.exec(body)?.[1] ?? '';
    return ok({
      ...DRAFT,
      title,
      updatedAt,
      paragraphs: blocks.map((block, order) =>
        testParagraph({
          paragraph_id: block.id ?? `n${order}`,
          content_type: block.content_type,
          content: block.content,
          order,
        }),
      ),
    } satisfies ManagedBlog);
  };
  const sentBlocks = (index = 0) => {
    const body = api.to('blog/b1/blocks')[index]?.body ?? '';
    return JSON.parse(/name="blocks"\r\n\r\n(.*)\r\n/.exec(body)?.[1] ?? 'null') as {
      id?: string;
      content: string;
    }[];
  };
  const saveStatus = () => screen.getByText((_, el) => el?.hasAttribute('data-save') ?? false);
  const block = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Block ${n} `) });
  const open = async () => {
    renderDashboard('/dashboard/blog/b1/edit', api.base);
    return screen.findByRole('heading', { name: 'Edit: Tick season' });
  };
  const online = (value: boolean) =>
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });

  beforeEach(() => {
    window.localStorage.clear();
    online(true);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves a change once typing rests, naming the stamp it began from, then says Saved', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'PUT blog/b1/blocks': ({ body }) => savedAs('2026-01-05T09:00:00.000Z')(body),
    });
    await open();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    expect(saveStatus()).toHaveTextContent('Saved');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tick season 2026' } });
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    // Kept on the device from the first keystroke.
    expect(window.localStorage.getItem(localDraftKey('b1'))).toContain('Tick season 2026');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS - 100));
    expect(api.to('blog/b1/blocks')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(200));
    jest.useRealTimers();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    const [sent] = api.to('blog/b1/blocks');
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toContain('name="title"\r\n\r\nTick season 2026');
    expect(sent?.body).toContain('name="base_updated_at"\r\n\r\n2026-01-05T08:00:00.000Z');
    expect(sentBlocks()).toEqual([
      { id: 'p1', content_type: 'subtitle', content: 'Why ticks', image: 'none' },
      { id: 'p2', content_type: 'paragraph', content: 'Spray weekly.', image: 'none' },
    ]);
    expect(window.localStorage.getItem(localDraftKey('b1'))).toBeNull();
  });

  it('reorders by keyboard (buttons and Alt+Arrow), announces it, and saves the order', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'PUT blog/b1/blocks': ({ body }) => savedAs('2026-01-05T09:00:00.000Z')(body),
    });
    await open();
    const down = within(block(1)).getByRole('button', { name: 'Move down' });
    down.focus();
    fireEvent.click(down);
    expect(within(block(1)).getByLabelText('Paragraph')).toHaveValue('Spray weekly.');
    expect(within(block(2)).getByLabelText('Subtitle')).toHaveValue('Why ticks');
    expect(screen.getByText('Subtitle moved to position 2 of 2')).toBeInTheDocument();
    // Its Move down is now disabled: the focus went to its Move up, on the moved block.
    expect(document.activeElement).toBe(within(block(2)).getByRole('button', { name: 'Move up' }));

    // Alt+Up in the subtitle's text brings it back to the top, the focus staying in it.
    const subtitle = within(block(2)).getByLabelText('Subtitle');
    subtitle.focus();
    fireEvent.keyDown(subtitle, { key: 'ArrowUp', altKey: true });
    expect(within(block(1)).getByLabelText('Subtitle')).toBe(subtitle);
    expect(document.activeElement).toBe(subtitle);
    expect(screen.getByText('Subtitle moved to position 1 of 2')).toBeInTheDocument();
    fireEvent.keyDown(subtitle, { key: 'ArrowDown', altKey: true });

    await waitFor(() => expect(api.to('blog/b1/blocks')).toHaveLength(1), { timeout: 10_000 });
    expect(sentBlocks().map((b) => b.id)).toEqual(['p2', 'p1']);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
  }, 20_000);

  it('adds and removes blocks with undo; a new block takes the id the server gave it', async () => {
    let stamp = 9;
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'PUT blog/b1/blocks': ({ body }) => savedAs(`2026-01-05T0${stamp++}:00:00.000Z`)(body),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add list' }));
    const list = within(block(3)).getByLabelText('List items');
    expect(document.activeElement).toBe(list);
    fireEvent.change(list, { target: { value: 'Dogs, cats' } });
    fireEvent.click(within(block(1)).getByRole('button', { name: 'Remove block' }));
    expect(screen.getAllByRole('listitem', { name: /^Block/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(block(1)).getByLabelText('Subtitle')).toHaveValue('Why ticks');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'), { timeout: 10_000 });
    expect(sentBlocks(0).map((b) => [b.id, b.content])).toEqual([
      ['p1', 'Why ticks'],
      ['p2', 'Spray weekly.'],
      [undefined, 'Dogs, cats'],
    ]);
    fireEvent.change(within(block(3)).getByLabelText('List items'), {
      target: { value: 'Dogs, cats, goats' },
    });
    await waitFor(() => expect(api.to('blog/b1/blocks')).toHaveLength(2), { timeout: 10_000 });
    // The second save names the block by the id the first one got, from the first's stamp.
    expect(sentBlocks(1)[2]).toMatchObject({ id: 'n2', content: 'Dogs, cats, goats' });
    expect(api.to('blog/b1/blocks')[1]?.body).toContain('2026-01-05T09:00:00.000Z');
  }, 20_000);

  it('keeps edits on the device while offline and sends them when the browser is back', async () => {
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'PUT blog/b1/blocks': ({ body }) => savedAs('2026-01-05T09:00:00.000Z')(body),
    });
    await open();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    online(false);
    fireEvent.change(within(block(2)).getByLabelText('Paragraph'), {
      target: { value: 'Spray twice a week.' },
    });
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(saveStatus()).toHaveTextContent('Offline: kept on this device');
    expect(api.to('blog/b1/blocks')).toHaveLength(0);
    const kept = JSON.parse(window.localStorage.getItem(localDraftKey('b1')) ?? '{}') as {
      base: string;
      blocks: { content: string }[];
    };
    expect(kept.base).toBe('2026-01-05T08:00:00.000Z');
    expect(kept.blocks[1]?.content).toBe('Spray twice a week.');

    online(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Sent at once, without another pause: the answer comes on the real clock.
    jest.useRealTimers();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(sentBlocks()[1]).toMatchObject({ id: 'p2', content: 'Spray twice a week.' });
    expect(window.localStorage.getItem(localDraftKey('b1'))).toBeNull();
  }, 20_000);

  it('sends edits kept on the device when the post opens next, if it did not change since', async () => {
    window.localStorage.setItem(
      localDraftKey('b1'),
      JSON.stringify({
        base: DRAFT.updatedAt,
        title: 'Written on the bus',
        blocks: [
          {
            key: 'p1',
            id: 'p1',
            content_type: 'paragraph',
            content: 'Offline words',
            image: 'none',
            imageUrl: null,
          },
        ],
      }),
    );
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(DRAFT),
      'PUT blog/b1/blocks': ({ body }) => savedAs('2026-01-05T09:00:00.000Z')(body),
    });
    renderDashboard('/dashboard/blog/b1/edit', api.base);
    expect(await screen.findByText('Your unsaved edits from this device are back.')).toBeVisible();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'));
    expect(api.to('blog/b1/blocks')[0]?.body).toContain('Written on the bus');
    expect(screen.getByLabelText('Title')).toHaveValue('Written on the bus');
  });

  it('shows a conflict plainly and saves mine over theirs when asked', async () => {
    const THEIRS = { ...DRAFT, title: 'Changed by Amina', updatedAt: '2026-01-05T08:30:00.000Z' };
    let conflicted = false;
    api.answer = apiRoutes({
      'GET blog/b1/manage': () => ok(conflicted ? THEIRS : DRAFT),
      'PUT blog/b1/blocks': ({ body }) => {
        if (!body.includes('2026-01-05T08:30:00.000Z')) {
          conflicted = true;
          return {
            status: 409,
            body: { status: 409, msg: 'This post was changed elsewhere since this edit began' },
          };
        }
        return savedAs('2026-01-05T09:00:00.000Z')(body);
      },
    });
    await open();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('This post was changed elsewhere since your edits began');
    expect(saveStatus()).toHaveTextContent('Changed elsewhere');
    // Mine is still on show, and on the device.
    expect(screen.getByLabelText('Title')).toHaveValue('Mine');
    expect(window.localStorage.getItem(localDraftKey('b1'))).toContain('Mine');
    fireEvent.click(within(alert).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved'), { timeout: 10_000 });
    const [, second] = api.to('blog/b1/blocks');
    expect(second?.body).toContain('name="title"\r\n\r\nMine');
    expect(second?.body).toContain('name="base_updated_at"\r\n\r\n2026-01-05T08:30:00.000Z');
  }, 20_000);

  it('takes the saved version in a conflict when asked, dropping the edits', async () => {
    window.localStorage.setItem(
      localDraftKey('b1'),
      JSON.stringify({ base: '2026-01-01T00:00:00.000Z', title: 'Old edits', blocks: [] }),
    );
    api.answer = apiRoutes({ 'GET blog/b1/manage': () => ok(DRAFT) });
    renderDashboard('/dashboard/blog/b1/edit', api.base);
    const alert = await screen.findByRole('alert');
    expect(screen.getByLabelText('Title')).toHaveValue('Old edits');
    fireEvent.click(within(alert).getByRole('button', { name: 'Use the saved version' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Tick season');
    expect(saveStatus()).toHaveTextContent('Saved');
    expect(window.localStorage.getItem(localDraftKey('b1'))).toBeNull();
    expect(api.to('blog/b1/blocks')).toHaveLength(0);
  });
});
