import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { SITE_ROUTES, sitePath } from '../../shared-data/src/contract/site-routes';
import { startSite, type RunningSite } from './testing/site';

// The Nu HTML Checker's jar, from the vnu-jar package, run with the system's Java.
const VNU_JAR = join(dirname(require.resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The server's first HTML of every public page (the public and blog routes, one blog and one
 * doctor from the API; not a booking's manage link, which is a secret and never rendered by
 * the server) is valid HTML: the Nu HTML Checker finds no error in any of them.
 */
describe('valid HTML on every public route', () => {
  let site: RunningSite;
  let folder: string;

  beforeAll(async () => {
    site = await startSite({
      SEED_DEMO: 'true',
      // Every page from one address in a few seconds, each rendered: no visitor's limit applies,
      // and a first render on a busy machine has the time it needs.
      RENDER_RATE: '1000',
      RENDER_VISITOR_BUDGET: '1000',
      RENDER_BUDGET_MS: '5000',
    });
    folder = mkdtempSync(join(tmpdir(), 'vet-vnu-'));
  });

  afterAll(async () => {
    await site?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function publicPaths(): Promise<string[]> {
    const blogs = (await (await fetch(`${site.url}/api/blog/`)).json()) as { blog_id: string }[];
    const doctors = (await (await fetch(`${site.url}/api/auth/doctors`)).json()) as {
      _id: string;
    }[];
    expect(blogs.length).toBeGreaterThan(0);
    expect(doctors.length).toBeGreaterThan(0);
    const paths = [
      ...Object.values(SITE_ROUTES.public).filter((route) => !route.includes(':')),
      SITE_ROUTES.blog.list,
      sitePath(SITE_ROUTES.blog.detail, { blog_id: blogs[0]!.blog_id }),
      sitePath(SITE_ROUTES.public.doctor, { id: doctors[0]!._id }),
    ];
    return paths;
  }

  it('has no error from the Nu HTML Checker', async () => {
    const paths = await publicPaths();
    const files: string[] = [];
    const heads: ({ path: string } & ReturnType<typeof headOf>)[] = [];
    for (const path of paths) {
      const response = await fetch(`${site.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const html = await response.text();
      // Rendered by the server, not the shell's empty frame.
      expect({ path, rendered: html.includes('id="portal-state"') }).toEqual({
        path,
        rendered: true,
      });
      heads.push({ path, ...headOf(html) });
      const file = join(
        folder,
        `${path === '/' ? 'home' : path.slice(1).replace(/\W/g, '_')}.html`,
      );
      writeFileSync(file, html);
      files.push(file);
    }
    // One run over every file: the checker's start-up (a few seconds of JVM) is paid once.
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // The JSON report goes to stderr (stdout with --stdout); read whichever holds it.
    const report = JSON.parse(stderr.trim() || stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${(message.url ?? '').replace(/^.*\//, '')}:${message.lastLine ?? '?'} ${message.message}` +
          (message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').slice(0, 200)}` : ''),
      );
    expect(errors).toEqual([]);
    // Every page shares with a picture, of a known size, described; and its title is at most 70
    // characters, ending with the clinic's name.
    for (const head of heads) {
      expect(head).toEqual({
        path: head.path,
        title: expect.stringMatching(/^(.+ \| )?Mifugo Vet$/),
        titleFits: true,
        image: [expect.stringMatching(/^http/)],
        size: [expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)],
        alt: [expect.any(String), expect.any(String)],
      });
    }
  }, 180_000);
});

describe('found and shared: favicon, social cards, titles, structured data', () => {
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite({ SEED_DEMO: 'true', RENDER_RATE: '1000', RENDER_BUDGET_MS: '5000' });
  });

  afterAll(async () => {
    await site?.stop();
  });

  const metaOf = (html: string, key: string) =>
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)]
      .filter(([, name]) => name === key)
      .map(([, , content]) => content);

  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/apple-touch-icon.png', /^image\/png$/],
    ['/social-card.png', /^image\/png$/],
  ])('serves %s as a picture of its type', async (path, type) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (path.endsWith('.png')) {
      const { width, height } = await sharp(bytes).metadata();
      expect({ width, height }).toEqual(
        path === '/social-card.png' ? { width: 1200, height: 630 } : { width: 180, height: 180 },
      );
    }
  });

  it("gives the home page the site's card, a title within 70 characters and the clinic", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    // The PNG icon: an SVG one would cost the page's process an image document (shell/index.html).
    expect(html).toMatch(/<link rel="icon" href="\/favicon.ico" sizes="32x32"/);
    expect(html).not.toMatch(/<link rel="icon"[^>]*\.svg/);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title.endsWith('| Mifugo Vet')).toBe(true);
    expect(metaOf(html, 'og:image')).toEqual([`${site.url}/social-card.png`]);
    expect(metaOf(html, 'og:image:alt')[0]).toMatch(/Mifugo Vet/);
    expect(metaOf(html, 'twitter:image:alt')).toEqual(metaOf(html, 'og:image:alt'));
    const clinic = jsonLd(html).find(
      (entry) => Array.isArray(entry['@type']) && entry['@type'].includes('VeterinaryCare'),
    )!;
    expect(clinic).toMatchObject({
      address: { addressRegion: 'Nairobi County', postalCode: '00100', addressCountry: 'KE' },
      geo: { '@type': 'GeoCoordinates' },
      image: `${site.url}/social-card.png`,
    });
  });

  it("gives a page without a picture the site's card, with its size", async () => {
    const html = await (await fetch(`${site.url}/services`)).text();
    expect(metaOf(html, 'og:image')).toEqual([`${site.url}/social-card.png`]);
    expect(metaOf(html, 'og:image:width')).toEqual(['1200']);
    expect(metaOf(html, 'og:image:height')).toEqual(['630']);
  });

  it("shows a blog's cover at its largest width, its size, and its last change", async () => {
    const blogs = (await (await fetch(`${site.url}/api/blog/`)).json()) as {
      blog_id: string;
      image: string | null;
      image_srcset: string | null;
    }[];
    const blog = blogs.find((entry) => entry.image_srcset)!;
    const widths = blog.image_srcset!.split(',').map((entry) => Number(/(\d+)w/.exec(entry)![1]));
    const largest = Math.max(...widths);
    const html = await (await fetch(`${site.url}/blogs/${blog.blog_id}`)).text();
    expect(metaOf(html, 'og:image')[0]).toMatch(new RegExp(`-${largest}\\.webp$`));
    expect(metaOf(html, 'og:image:width')).toEqual([String(largest)]);
    expect(Number(metaOf(html, 'og:image:height')[0])).toBeGreaterThan(0);
    const posting = jsonLd(html).find((entry) => entry['@type'] === 'BlogPosting')!;
    expect(posting.dateModified).toEqual(expect.any(String));
    expect(posting.datePublished).toEqual(expect.any(String));
    expect(metaOf(html, 'article:modified_time')).toEqual([posting.dateModified]);
  });

  it("shows a doctor's photo", async () => {
    const doctors = (await (await fetch(`${site.url}/api/auth/doctors`)).json()) as {
      _id: string;
      avatar: string | null;
    }[];
    // The demo's doctors all have one.
    const doctor = doctors.find((entry) => entry.avatar)!;
    expect(doctor).toBeDefined();
    const html = await (await fetch(`${site.url}/doctor/${doctor._id}`)).text();
    expect(metaOf(html, 'og:image')[0]).toMatch(/\.webp$/);
    expect(metaOf(html, 'og:image:alt')[0]).toMatch(/^Photo of /);
  });
});

function headOf(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)]
      .filter(([, name]) => name === key)
      .map(([, , content]) => content);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return {
    title,
    // Entities count as the character they stand for.
    titleFits: title.replace(/&[#\w]+;/g, '_').length <= 70,
    image: meta('og:image'),
    size: [...meta('og:image:width'), ...meta('og:image:height')],
    alt: [...meta('og:image:alt'), ...meta('twitter:image:alt')].filter(Boolean),
  };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text!) as Record<string, unknown>,
  );
}
