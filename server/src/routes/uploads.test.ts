// Long on purpose: table-driven, every refused and accepted file runs on each upload call.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, calls, endpoints, type CallName } from 'shared-data/contract';
import type { Tables } from '../core/tables';
import { createTestApi, injectForm, jpeg, type FormPart, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';

type UploadCall = 'createBlog' | 'createCarousel' | 'createPromise' | 'createParagraph';

const UPLOAD_CALLS: UploadCall[] = [
  'createBlog',
  'createCarousel',
  'createPromise',
  'createParagraph',
];

/** The table each call adds a row to. */
const TABLE_OF: Record<UploadCall, keyof Tables> = {
  createBlog: 'blogs',
  createCarousel: 'carousel_items',
  createPromise: 'promises',
  createParagraph: 'paragraphs',
};

const urlOf = (name: CallName) => `/api/${endpoints[name].path}`;

/** A size each call takes: a carousel slide needs the slide box (IMAGE_SIZES.carousel). */
const SIZE_OF: Record<UploadCall, { width: number; height: number }> = {
  createBlog: { width: 320, height: 200 },
  createCarousel: IMAGE_SIZES.carousel,
  createPromise: { width: 320, height: 200 },
  createParagraph: { width: 320, height: 200 },
};

/** A form for the call: its text fields, and how to find the new row's image in the answer. */
interface Form {
  fields: FormPart[];
  imageOf(json: unknown): string | null;
}

let sequence = 0;

function formFor(name: UploadCall, blogId: string): Form {
  sequence += 1;
  const marker = `Upload test ${sequence}`;
  switch (name) {
    case 'createBlog':
      return {
        fields: [{ name: 'title', value: marker }],
        imageOf: (json) => calls.createBlog.response.parse(json).image,
      };
    case 'createCarousel': {
      const index = sequence;
      return {
        fields: [{ name: 'index', value: String(index) }],
        imageOf: (json) =>
          calls.createCarousel.response.parse(json).find((item) => item.index === index)?.image ??
          null,
      };
    }
    case 'createPromise':
      return {
        fields: [{ name: 'title', value: marker }],
        imageOf: (json) =>
          calls.createPromise.response.parse(json).data.find((p) => p.title === marker)?.image ??
          null,
      };
    case 'createParagraph':
      // With content, so a file the server ignored would be a success, not a refusal.
      return {
        fields: [
          { name: 'blog_id', value: blogId },
          { name: 'content', value: marker },
        ],
        imageOf: (json) =>
          calls.createParagraph.response.parse(json).paragraphs.find((p) => p.content === marker)
            ?.image ?? null,
      };
  }
}

const file = (value: Buffer, filename: string, contentType: string): FormPart => ({
  name: 'image',
  value,
  filename,
  contentType,
});

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/enquiry/")</script></body></html>',
);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

interface Attack {
  part: () => FormPart;
  status: number;
  msg: RegExp;
}

const ATTACKS: [string, Attack][] = [
  [
    'a text file renamed .png',
    {
      part: () =>
        file(Buffer.from('Shopping list: dog food, cat litter\n'), 'notes.png', 'image/png'),
      status: 415,
      msg: /only jpeg, png, webp, gif or avif/i,
    },
  ],
  [
    'an SVG with a <script> named .jpg',
    {
      part: () => file(SVG_WITH_SCRIPT, 'cat.jpg', 'image/jpeg'),
      status: 415,
      msg: /only jpeg, png, webp, gif or avif/i,
    },
  ],
  [
    'an SVG sent as image/svg+xml',
    {
      part: () => file(SVG_WITH_SCRIPT, 'cat.svg', 'image/svg+xml'),
      status: 415,
      msg: /only jpeg, png, webp, gif or avif/i,
    },
  ],
  [
    'an HTML page',
    {
      part: () => file(HTML_PAGE, 'page.html', 'text/html'),
      status: 415,
      msg: /only jpeg, png, webp, gif or avif/i,
    },
  ],
  [
    'an HTML page behind JPEG magic bytes',
    {
      part: () => file(Buffer.concat([JPEG_MAGIC, HTML_PAGE]), 'page.jpg', 'image/jpeg'),
      status: 415,
      msg: /could not be read/i,
    },
  ],
  [
    'a 6 MB file with a JPEG header',
    {
      part: () =>
        file(Buffer.concat([JPEG_MAGIC, randomBytes(6 * 1024 * 1024)]), 'huge.jpg', 'image/jpeg'),
      status: 413,
      msg: /5 MB/,
    },
  ],
  [
    'a zero-byte x.jpg',
    {
      part: () => file(Buffer.alloc(0), 'x.jpg', 'image/jpeg'),
      status: 415,
      msg: /empty/i,
    },
  ],
];

/** What a browser sends for a file input left empty. */
const NO_FILE: FormPart = {
  name: 'image',
  value: Buffer.alloc(0),
  filename: '',
  contentType: 'application/octet-stream',
};

describe.each(testDatabaseKinds())('uploads through the API on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let blogId: string;

  const uploadsDir = () => path.join(api.database.dataDir, 'uploads');
  const countRows = async (table: keyof Tables) =>
    (await api.database.db.selectFrom(table).selectAll().execute()).length;

  const post = (name: UploadCall, parts: FormPart[]) =>
    injectForm(api.app, { method: endpoints[name].method, url: urlOf(name), token, parts });

  beforeAll(async () => {
    api = await createTestApi(kind);
    token = (await api.account()).token;
    // A blog without a cover, straight into the database: no image exists before the tests.
    blogId = 'paragraphs-go-here';
    const now = new Date().toISOString();
    await api.database.db
      .insertInto('blogs')
      .values({
        id: blogId,
        title: 'Paragraphs go here',
        image_id: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('refused files', () => {
    describe.each(UPLOAD_CALLS)('%s', (name) => {
      it.each(ATTACKS)('refuses %s and keeps nothing of it', async (_label, attack) => {
        const rowsBefore = await countRows(TABLE_OF[name]);
        const form = formFor(name, blogId);

        const res = await post(name, [...form.fields, attack.part()]);

        expect([res.statusCode, res.body]).toEqual([attack.status, expect.any(String)]);
        expect(res.json()).toEqual({
          status: attack.status,
          msg: expect.stringMatching(attack.msg),
        });
        expect(readdirSync(uploadsDir())).toEqual([]);
        expect(await countRows('images')).toBe(0);
        expect(await countRows(TABLE_OF[name])).toBe(rowsBefore);
      });
    });

    it.each(['createBlog', 'createCarousel'] as const)(
      '%s takes an empty file input as no file, and its image is required',
      async (name) => {
        const rowsBefore = await countRows(TABLE_OF[name]);
        const res = await post(name, [...formFor(name, blogId).fields, NO_FILE]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 400, msg: expect.stringMatching(/\bimage\b/) });
        expect(await countRows(TABLE_OF[name])).toBe(rowsBefore);
        expect(readdirSync(uploadsDir())).toEqual([]);
      },
    );

    it.each(['createPromise', 'createParagraph'] as const)(
      '%s takes an empty file input as no file',
      async (name) => {
        const rowsBefore = await countRows(TABLE_OF[name]);
        const form = formFor(name, blogId);
        const res = await post(name, [...form.fields, NO_FILE]);
        expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
        expect(form.imageOf(res.json())).toBeNull();
        expect(await countRows(TABLE_OF[name])).toBe(rowsBefore + 1);
        expect(await countRows('images')).toBe(0);
        expect(readdirSync(uploadsDir())).toEqual([]);
      },
    );
  });

  describe('accepted images', () => {
    const FORMATS: [string, string, string, (source: Buffer) => Promise<Buffer>][] = [
      ['JPEG', 'photo.jpg', 'image/jpeg', async (source) => source],
      ['PNG', 'photo.png', 'image/png', (source) => sharp(source).png().toBuffer()],
      ['WebP', 'photo.webp', 'image/webp', (source) => sharp(source).webp().toBuffer()],
      ['GIF', 'photo.gif', 'image/gif', (source) => sharp(source).gif().toBuffer()],
    ];

    describe.each(UPLOAD_CALLS)('%s', (name) => {
      const { width, height } = SIZE_OF[name];
      let source: Buffer;
      beforeAll(async () => {
        source = await jpeg(width, height);
      });

      it.each(FORMATS)(
        'stores a %s and serves it as WebP, cached for a year',
        async (_format, filename, contentType, make) => {
          const form = formFor(name, blogId);
          const res = await post(name, [
            ...form.fields,
            file(await make(source), filename, contentType),
          ]);
          expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);

          const url = form.imageOf(res.json());
          expect(url).toMatch(/^\/uploads\/[0-9a-f]{20}-\d+\.webp$/);
          const image = await api.app.inject({ url: url ?? '' });
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe('image/webp');
          expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
          expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        },
      );

      it('uses the first of two files sent for its one image', async () => {
        const first = await jpeg(width, height + 1);
        const second = await sharp(await jpeg(150, 150))
          .png()
          .toBuffer();
        const hashOf = (bytes: Buffer) =>
          createHash('sha256').update(bytes).digest('hex').slice(0, 20);
        const rowsBefore = new Set(
          (await api.database.db.selectFrom('images').select('id').execute()).map((r) => r.id),
        );

        const form = formFor(name, blogId);
        const res = await post(name, [
          ...form.fields,
          file(first, 'first.jpg', 'image/jpeg'),
          file(second, 'second.png', 'image/png'),
        ]);

        expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
        expect(form.imageOf(res.json())).toContain(`/uploads/${hashOf(first)}-`);
        // One image kept, the first: every new record is of its files (a published post's first
        // revision keeps a record of its own of the same files), and the second is not stored.
        const added = (await api.database.db.selectFrom('images').selectAll().execute()).filter(
          (row) => !rowsBefore.has(row.id),
        );
        expect(added.length).toBeGreaterThan(0);
        expect(new Set(added.map((row) => row.hash))).toEqual(new Set([hashOf(first)]));
        const stored = readdirSync(uploadsDir());
        expect(stored.some((f) => f.startsWith(hashOf(second)))).toBe(false);
      });
    });
  });
});
