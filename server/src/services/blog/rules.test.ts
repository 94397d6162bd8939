// The blog's pure rules (docs/behaviour.md#publishing): a publication asked, the log entry of a
// move, the images of a version, a save's change stamp, a block's text and the files of a save.
import { HttpError } from '../../core/errors';
import type { BlogRecord, StoredVersion } from '../../repositories/blog-repository';
import {
  assertOneFilePerNewImage,
  blockContent,
  blocksSummary,
  blogPage,
  changeStamp,
  imagesOfVersion,
  publicationOf,
  rowsAsVersion,
  staffOf,
  transitionEntry,
} from './rules';

const NOW = '2026-03-10T09:00:00.000Z';

/** What `run` throws, as status and message. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, msg: error.message };
    throw error;
  }
  return null;
}

const pending: StoredVersion = {
  title: 'Ticks after the rains',
  image_id: 'img-p',
  blocks: [],
  saved_at: NOW,
  saved_by: 'staff-1',
};

const post = (over: Partial<BlogRecord> = {}): BlogRecord => ({
  id: 'b1',
  title: 'Ticks in the rains',
  titleSw: null,
  imageId: 'img-cover',
  image: null,
  createdAt: NOW,
  updatedAt: NOW,
  status: 'draft',
  publishAt: null,
  publishedAt: null,
  pending: null,
  paragraphs: [],
  ...over,
});

describe('publicationOf', () => {
  it('asks nothing without a status or a time', () => {
    expect(publicationOf({}, undefined, NOW)).toBeUndefined();
  });

  it('gives draft and published no publication time, whatever time was sent', () => {
    const later = '2030-01-01T00:00:00.000Z';
    expect(publicationOf({ status: 'draft', publish_at: later }, undefined, NOW)).toEqual({
      status: 'draft',
      publishAt: null,
    });
    expect(publicationOf({ status: 'published' }, post({ publishAt: later }), NOW)).toEqual({
      status: 'published',
      publishAt: null,
    });
  });

  it('schedules when only a time is sent, kept as a UTC ISO instant', () => {
    expect(publicationOf({ publish_at: '2026-03-10T12:00:01+03:00' }, undefined, NOW)).toEqual({
      status: 'scheduled',
      publishAt: '2026-03-10T09:00:01.000Z',
    });
  });

  it("keeps the post's own time when scheduling without one", () => {
    const at = '2026-04-01T06:00:00.000Z';
    expect(publicationOf({ status: 'scheduled' }, post({ publishAt: at }), NOW)).toEqual({
      status: 'scheduled',
      publishAt: at,
    });
  });

  it('refuses a schedule without a time, or one not in the future (now included)', () => {
    expect(refusal(() => publicationOf({ status: 'scheduled' }, post(), NOW))).toEqual({
      status: 400,
      msg: 'publish_at is required to schedule a post',
    });
    for (const at of [NOW, '2026-03-10T08:59:59.999Z', 'not a time']) {
      expect(refusal(() => publicationOf({ publish_at: at }, undefined, NOW))).toEqual({
        status: 400,
        msg: 'publish_at must be in the future to schedule a post',
      });
    }
  });
});

describe('transitionEntry', () => {
  it('names each move for the activity log', () => {
    const draft = post();
    const live = post({ status: 'published' });
    const at = '2026-04-01T06:00:00.000Z';
    expect(transitionEntry(draft, { status: 'published', publishAt: null })).toEqual({
      kind: 'blog.publish',
      summary: 'Published "Ticks in the rains"',
    });
    expect(transitionEntry(draft, { status: 'scheduled', publishAt: at })).toEqual({
      kind: 'blog.schedule',
      summary: 'Scheduled "Ticks in the rains" to be published',
    });
    expect(transitionEntry(live, { status: 'draft', publishAt: null })).toEqual({
      kind: 'blog.unpublish',
      summary: 'Unpublished "Ticks in the rains"',
    });
    expect(
      transitionEntry(post({ status: 'scheduled' }), { status: 'draft', publishAt: null }),
    ).toEqual({ kind: 'blog.unpublish', summary: 'Moved "Ticks in the rains" back to draft' });
  });

  it("names the pending version's title when leaving published makes it the post's text", () => {
    const live = post({ status: 'published', pending });
    expect(transitionEntry(live, { status: 'draft', publishAt: null }).summary).toBe(
      'Unpublished "Ticks after the rains"',
    );
    expect(transitionEntry(live, { status: 'published', publishAt: null }).summary).toBe(
      'Published "Ticks in the rains"',
    );
  });
});

describe('a version and its images', () => {
  const blocks = [
    {
      id: 'p1',
      content_type: 'paragraph' as const,
      content: 'One two',
      content_sw: 'Moja mbili',
      image_id: null,
    },
    { id: 'p2', content_type: 'list' as const, content: null, content_sw: null, image_id: 'img-2' },
  ];

  it('lists the cover first, then each block image, without the empty ones', () => {
    expect(imagesOfVersion({ image_id: 'img-c', blocks })).toEqual(['img-c', 'img-2']);
    expect(imagesOfVersion({ image_id: null, blocks })).toEqual(['img-2']);
  });

  it("makes the post's rows a version saved by whom and when", () => {
    const blog = post({
      paragraphs: blocks.map((b) => ({
        id: b.id,
        blogId: 'b1',
        contentType: b.content_type,
        content: b.content,
        contentSw: b.content_sw,
        imageId: b.image_id,
        image: null,
      })),
    });
    expect(rowsAsVersion(blog, 'staff-9', NOW)).toEqual({
      title: 'Ticks in the rains',
      title_sw: null,
      image_id: 'img-cover',
      blocks,
      saved_at: NOW,
      saved_by: 'staff-9',
    });
  });

  it('counts blocks and words for the log, never the text', () => {
    expect(blocksSummary([{ content: '  Ticks  carry\nfever ' }, { content: null }])).toEqual({
      blocks: 2,
      words: 3,
      words_sw: 0,
    });
    expect(blocksSummary([])).toEqual({ blocks: 0, words: 0, words_sw: 0 });
    // The Kiswahili words are counted apart, from a stored block or a row.
    expect(
      blocksSummary([
        { content: 'Ticks', content_sw: 'Kupe hubeba homa' },
        { content: null, contentSw: 'Piga simu' },
      ]),
    ).toEqual({ blocks: 2, words: 1, words_sw: 5 });
  });
});

describe('a save of the block editor', () => {
  it('moves the change stamp strictly past the base it began from', () => {
    expect(changeStamp(NOW, NOW)).toBe('2026-03-10T09:00:00.001Z');
    expect(changeStamp('2026-03-10T08:00:00.000Z', NOW)).toBe('2026-03-10T09:00:00.001Z');
    expect(changeStamp('2026-03-10T10:00:00.000Z', NOW)).toBe('2026-03-10T10:00:00.000Z');
    expect(changeStamp(NOW, 'not a time')).toBe(NOW);
  });

  it("wants one file for each block whose image is 'new'", () => {
    const asked = [
      { image: 'new' as const },
      { image: 'keep' as const },
      { image: 'new' as const },
    ];
    expect(refusal(() => assertOneFilePerNewImage(asked, 2))).toBeNull();
    expect(refusal(() => assertOneFilePerNewImage(asked, 1))).toEqual({
      status: 400,
      msg: "images must hold one file for each block whose image is 'new' (2)",
    });
    expect(refusal(() => assertOneFilePerNewImage([], 1))).not.toBeNull();
  });

  it("keeps a block's text trimmed, and blanks as none", () => {
    expect(blockContent('  Deworm every three months \n')).toBe('Deworm every three months');
    expect(blockContent(' \n\t ')).toBeNull();
    expect(blockContent(null)).toBeNull();
  });
});

describe('names', () => {
  it("a post's page and who changed it", () => {
    expect(blogPage('b1')).toBe('/blogs/b1');
    expect(staffOf({ system: 'schedule' })).toBeNull();
  });
});
