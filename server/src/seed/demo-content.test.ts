// Long on purpose: one check per company fact and piece of clinical advice in the demo.
import sharp from 'sharp';
import { CONTENT_TYPES, LIMITS } from 'shared-data/contract';
import {
  DEMO_BLOGS,
  DEMO_CAROUSEL,
  DEMO_COUNTERS,
  DEMO_DOCTORS,
  DEMO_MARKER,
  DEMO_MOTIFS,
  DEMO_PROMISES,
  type DemoPalette,
} from './demo-content';
import {
  DEMO_IMAGE_SIZES,
  avatarImage,
  blogCoverImage,
  carouselImage,
  escapeXml,
  initialsOf,
  promiseImage,
} from './demo-images';

const CLINIC_OPENED = 1992;
const COMPANY_ESTABLISHED = 2000;

const paragraphs = DEMO_BLOGS.flatMap((blog) => blog.paragraphs);
const listItems = (content: string) => content.split(',').map((item) => item.trim());
const paragraphsOfDoctor = (background: string) => background.split(/\n\s*\n/);

/** Every piece of text a visitor can read, for the fact checks. */
const allText = [
  ...DEMO_CAROUSEL.map((slide) => slide.caption),
  ...DEMO_COUNTERS.map((counter) => counter.title),
  ...DEMO_PROMISES.flatMap((promise) => [promise.title, promise.content]),
  ...DEMO_DOCTORS.flatMap((doctor) => [
    doctor.fullname,
    doctor.role,
    doctor.description,
    doctor.background,
  ]),
  ...DEMO_BLOGS.map((blog) => blog.title),
  ...paragraphs.map((paragraph) => paragraph.content),
];

/** The WCAG contrast ratio of white text on a #rrggbb colour. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

const palettes: DemoPalette[] = [
  ...DEMO_CAROUSEL.map((slide) => slide.palette),
  ...DEMO_PROMISES.map((promise) => promise.palette),
  ...DEMO_BLOGS.map((blog) => blog.cover.palette),
];

describe('demo content', () => {
  it('has the counts the site expects', () => {
    expect(DEMO_CAROUSEL.length).toBeGreaterThanOrEqual(3);
    expect(DEMO_CAROUSEL.length).toBeLessThanOrEqual(4);
    expect(DEMO_COUNTERS).toHaveLength(4);
    expect(DEMO_PROMISES).toHaveLength(3);
    expect(DEMO_DOCTORS).toHaveLength(3);
    expect(DEMO_BLOGS).toHaveLength(3);
    expect(DEMO_MARKER).toMatch(/\S/);
  });

  it('numbers the carousel 1..n without gaps or repeats', () => {
    const indexes = DEMO_CAROUSEL.map((slide) => slide.index).sort((a, b) => a - b);
    expect(indexes).toEqual(DEMO_CAROUSEL.map((_, i) => i + 1));
  });

  it('keeps carousel captions short enough to draw in large type', () => {
    for (const caption of DEMO_CAROUSEL.map((s) => s.caption)) {
      expect(caption.length).toBeGreaterThan(5);
      expect(caption.length).toBeLessThanOrEqual(60);
    }
  });

  it('uses palettes of two #rrggbb colours that white text reads on (WCAG AA)', () => {
    for (const palette of palettes) {
      expect(palette).toHaveLength(2);
      for (const hex of palette) {
        expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draws only known motifs', () => {
    for (const motif of [
      ...DEMO_PROMISES.map((p) => p.motif),
      ...DEMO_BLOGS.map((b) => b.cover.motif),
    ]) {
      expect(DEMO_MOTIFS).toContain(motif);
    }
  });

  it('has counters with titles and plausible round numbers', () => {
    const titles = DEMO_COUNTERS.map((counter) => counter.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const counter of DEMO_COUNTERS) {
      expect(counter.title.trim()).not.toBe('');
      expect(Number.isInteger(counter.content)).toBe(true);
      expect(counter.content).toBeGreaterThan(0);
      if (counter.content >= 100) expect(counter.content % 100).toBe(0);
    }
  });

  it('never claims more years of service than the clinic has had since 1992', () => {
    const years = DEMO_COUNTERS.find((counter) => /years/i.test(counter.title));
    expect(years).toBeDefined();
    expect(years?.content).toBeGreaterThanOrEqual(30);
    expect(years?.content).toBeLessThanOrEqual(new Date().getFullYear() - CLINIC_OPENED);
  });

  it('has short promises of one to three sentences', () => {
    for (const promise of DEMO_PROMISES) {
      expect(promise.title.trim()).not.toBe('');
      const sentences = promise.content.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(promise.content.length).toBeLessThanOrEqual(300);
    }
  });

  describe('doctors', () => {
    it('have valid, unique addresses at mifugovet.co.ke', () => {
      const emails = DEMO_DOCTORS.map((doctor) => doctor.email);
      expect(new Set(emails.map((e) => e.toLowerCase())).size).toBe(emails.length);
      for (const email of emails) {
        expect(email).toMatch(/^[a-z0-9]+(?:[._-][a-z0-9]+)*@mifugovet\.co\.ke$/);
      }
    });

    it('have a full name, a role and a one- or two-sentence card text', () => {
      for (const doctor of DEMO_DOCTORS) {
        expect(doctor.fullname.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2);
        // The site adds the title; a "Dr." in the name would be doubled.
        expect(doctor.fullname).not.toMatch(/^dr\b/i);
        expect(doctor.role.trim()).not.toBe('');
        const sentences = doctor.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim());
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(2);
      }
    });

    it('have a background of 2-4 paragraphs naming a veterinary degree', () => {
      for (const doctor of DEMO_DOCTORS) {
        const parts = paragraphsOfDoctor(doctor.background);
        expect(parts.length).toBeGreaterThanOrEqual(2);
        expect(parts.length).toBeLessThanOrEqual(4);
        for (const part of parts) expect(part.trim().length).toBeGreaterThan(40);
        expect(doctor.background).toMatch(/Bachelor of Veterinary Medicine \(BVM\)/);
        expect(doctor.background).toMatch(/Kenya Veterinary Board/);
      }
      expect(DEMO_DOCTORS.some((d) => d.background.includes('University of Nairobi'))).toBe(true);
    });

    it('stay within the long-text limit', () => {
      for (const doctor of DEMO_DOCTORS) {
        expect(doctor.background.length).toBeLessThanOrEqual(LIMITS.longText);
        expect(doctor.description.length).toBeLessThanOrEqual(LIMITS.longText);
      }
    });
  });

  describe('blogs', () => {
    it('have a title and 5-9 non-empty paragraphs each', () => {
      for (const blog of DEMO_BLOGS) {
        expect(blog.title.trim()).not.toBe('');
        expect(blog.paragraphs.length).toBeGreaterThanOrEqual(5);
        expect(blog.paragraphs.length).toBeLessThanOrEqual(9);
        for (const paragraph of blog.paragraphs) expect(paragraph.content.trim()).not.toBe('');
      }
      const titles = DEMO_BLOGS.map((blog) => blog.title);
      expect(new Set(titles).size).toBe(titles.length);
    });

    it('use every content type between them', () => {
      const used = new Set(paragraphs.map((paragraph) => paragraph.content_type));
      expect([...used].sort()).toEqual([...CONTENT_TYPES].sort());
    });

    it('each have at least one subtitle and one list', () => {
      for (const blog of DEMO_BLOGS) {
        const types = blog.paragraphs.map((paragraph) => paragraph.content_type);
        expect(types).toContain('subtitle');
        expect(types).toContain('list');
        expect(types).toContain('paragraph');
      }
    });

    it('keep every paragraph within the content limit', () => {
      for (const paragraph of paragraphs) {
        expect(paragraph.content.length).toBeLessThanOrEqual(LIMITS.blogContent);
      }
    });

    it('write lists that split on commas into real items', () => {
      const lists = paragraphs.filter((paragraph) => paragraph.content_type === 'list');
      expect(lists.length).toBeGreaterThanOrEqual(3);
      for (const list of lists) {
        const items = listItems(list.content);
        expect(items.length).toBeGreaterThanOrEqual(2);
        for (const item of items) {
          expect(item).not.toBe('');
          // A comma inside an item would cut it mid-phrase: the piece after it starts lower-case.
          expect(item).toMatch(/^[A-Z0-9]/);
          expect(item).not.toMatch(/[.;]$/);
          expect(item.length).toBeLessThanOrEqual(100);
        }
      }
    });

    it('write subtitles as short headings', () => {
      for (const subtitle of paragraphs.filter((p) => p.content_type === 'subtitle')) {
        expect(subtitle.content.length).toBeLessThanOrEqual(60);
        expect(subtitle.content).not.toMatch(/[.,;:]$/);
        expect(subtitle.content).not.toContain('\n');
      }
    });

    it('do not open with a heading', () => {
      for (const blog of DEMO_BLOGS) expect(blog.paragraphs[0]?.content_type).toBe('paragraph');
    });
  });

  describe('facts', () => {
    it('names only the years the company states: 1992 and 2000', () => {
      const years = allText.flatMap((text) => text.match(/\b(1[89]|20)\d\d\b/g) ?? []);
      expect(years.length).toBeGreaterThan(0);
      for (const year of years) {
        expect([String(CLINIC_OPENED), String(COMPANY_ESTABLISHED)]).toContain(year);
      }
    });

    it('says emergencies are answered 24 hours', () => {
      const emergency = allText.filter((text) => /emergenc/i.test(text) && /hour/i.test(text));
      expect(emergency.length).toBeGreaterThan(0);
      for (const text of emergency) expect(text).toMatch(/24 hours/);
    });

    it('gives the vaccination calendar the clinic follows', () => {
      const vaccination = paragraphs.map((p) => p.content).filter((text) => /booster/i.test(text));
      expect(vaccination.length).toBeGreaterThan(0);
      const calendar = vaccination.join(' ');
      expect(calendar).toContain('6-8 weeks');
      expect(calendar).toContain('every 3-4 weeks');
      expect(calendar).toContain('12-16 weeks');
      expect(calendar).toMatch(/annual boosters/);
      // No other interval or age range for the puppy or kitten course.
      for (const range of calendar.match(/\b\d+-\d+ weeks\b/g) ?? []) {
        expect(['6-8 weeks', '3-4 weeks', '12-16 weeks']).toContain(range);
      }
    });

    it('deworms several times between 6 and 12 weeks', () => {
      const deworming = paragraphs.map((p) => p.content).filter((text) => /deworm/i.test(text));
      expect(deworming.length).toBeGreaterThan(0);
      expect(deworming.join(' ')).toMatch(/several times between 6 and 12 weeks/);
    });

    it('states the rabies requirement of Kenyan law', () => {
      const rabies = paragraphs.map((p) => p.content).filter((text) => /law/i.test(text));
      expect(rabies.join(' ')).toContain(
        'Kenyan law requires dogs to be vaccinated against rabies',
      );
    });

    it('calls dogs geriatric at about 7 years and cats at about 9', () => {
      const geriatric = paragraphs
        .map((p) => p.content)
        .filter((text) => /geriatric at/i.test(text));
      expect(geriatric).toHaveLength(1);
      expect(geriatric[0]).toMatch(/Dogs are generally considered geriatric at about 7 years/);
      expect(geriatric[0]).toMatch(/cats at about 9 years/);
    });

    it('runs the geriatric wellness programme on the first Saturday of every month, 8am-3pm', () => {
      const programme = allText.filter((text) => /saturday/i.test(text));
      expect(programme.length).toBeGreaterThan(0);
      for (const text of programme) {
        expect(text).toContain('first Saturday of every month');
        expect(text).toContain('from 8am to 3pm');
      }
    });

    it('places the clinic on Kiambu Road wherever it names a road', () => {
      const roads = allText.flatMap((text) => text.match(/\b[A-Z][a-z]+ Road\b/g) ?? []);
      for (const road of roads) expect(road).toBe('Kiambu Road');
    });

    it('leaves dosing to the vet', () => {
      const medicines = paragraphs
        .map((p) => p.content)
        .filter((text) => /\b(dose|dosed|dewormer|painkiller|treatment must)\b/i.test(text));
      expect(medicines.length).toBeGreaterThan(0);
      for (const text of medicines) expect(text).toMatch(/\bvet(erinarian)?\b/i);
      expect(allText.join(' ')).not.toMatch(/\b\d+(\.\d+)?\s?(mg|ml)\b/i);
    });
  });
});

async function expectImage(image: Promise<Buffer>, size: { width: number; height: number }) {
  const buffer = await image;
  expect(Buffer.isBuffer(buffer)).toBe(true);
  const meta = await sharp(buffer).metadata();
  expect(['jpeg', 'png']).toContain(meta.format);
  expect({ width: meta.width, height: meta.height }).toEqual(size);
  return buffer;
}

/** Mean absolute difference of two images' pixels, 0-255, on thumbnails to keep it quick. */
async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const thumbnail = (img: Buffer) => sharp(img).resize({ width: 320 }).raw().toBuffer();
  const [pa, pb] = await Promise.all([thumbnail(a), thumbnail(b)]);
  if (!pa || !pb || pa.length !== pb.length) throw new Error('images differ in size');
  let sum = 0;
  for (let i = 0; i < pa.length; i += 1) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length;
}

describe('demo images', () => {
  const hostile = `Cats & dogs <3 "quoted" 'single' </svg> ]]> &amp;`;

  it('escapes the XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('draws every carousel slide at 1600x700', async () => {
    for (const slide of DEMO_CAROUSEL) {
      await expectImage(carouselImage(slide), DEMO_IMAGE_SIZES.carousel);
    }
    expect(DEMO_IMAGE_SIZES.carousel).toEqual({ width: 1600, height: 700 });
  });

  it('draws every promise at 960x640, with every motif', async () => {
    expect(DEMO_IMAGE_SIZES.promise).toEqual({ width: 960, height: 640 });
    for (const promise of DEMO_PROMISES) {
      await expectImage(promiseImage(promise), DEMO_IMAGE_SIZES.promise);
    }
    const palette: DemoPalette = ['#4b2e5c', '#7a4f8a'];
    const images = await Promise.all(
      DEMO_MOTIFS.map((motif) =>
        expectImage(promiseImage({ palette, motif }), DEMO_IMAGE_SIZES.promise),
      ),
    );
    // Each motif draws something of its own.
    for (let i = 1; i < images.length; i += 1) {
      expect(await pixelDifference(images[0] as Buffer, images[i] as Buffer)).toBeGreaterThan(1);
    }
  });

  it('draws an avatar of 600x600 for every doctor, with or without a palette', async () => {
    expect(DEMO_IMAGE_SIZES.avatar).toEqual({ width: 600, height: 600 });
    for (const doctor of DEMO_DOCTORS) {
      await expectImage(avatarImage(doctor.fullname), DEMO_IMAGE_SIZES.avatar);
    }
    await expectImage(avatarImage('Amina', ['#0f4c5c', '#1f7a8c']), DEMO_IMAGE_SIZES.avatar);
    await expectImage(avatarImage(''), DEMO_IMAGE_SIZES.avatar);
  });

  it('draws every blog cover at 1600x900', async () => {
    expect(DEMO_IMAGE_SIZES.blogCover).toEqual({ width: 1600, height: 900 });
    for (const blog of DEMO_BLOGS) {
      await expectImage(blogCoverImage(blog.cover), DEMO_IMAGE_SIZES.blogCover);
    }
  });

  it('draws captions with <, & and quotes without breaking the SVG', async () => {
    const [slide] = DEMO_CAROUSEL;
    if (!slide) throw new Error('no demo content');
    await expectImage(carouselImage({ ...slide, caption: hostile }), DEMO_IMAGE_SIZES.carousel);
    await expectImage(avatarImage(`<Tom> & "Jerry's"`), DEMO_IMAGE_SIZES.avatar);
  });

  it('actually draws the caption', async () => {
    const [slide] = DEMO_CAROUSEL;
    if (!slide) throw new Error('no demo content');
    const a = await carouselImage({ ...slide, caption: 'Healthy herds' });
    const b = await carouselImage({ ...slide, caption: 'Happy pets & <safe> farms' });
    expect(await pixelDifference(a, b)).toBeGreaterThan(0.5);
  });

  it('draws a very long caption without throwing', async () => {
    const [slide] = DEMO_CAROUSEL;
    if (!slide) throw new Error('no demo content');
    await expectImage(
      carouselImage({ ...slide, caption: 'word '.repeat(80) }),
      DEMO_IMAGE_SIZES.carousel,
    );
  });

  it('refuses a colour that is not #rrggbb rather than write it into the SVG', async () => {
    await expect(
      promiseImage({ palette: ['red"/><script/>', '#ffffff'], motif: 'heart' }),
    ).rejects.toThrow(TypeError);
    await expect(avatarImage('Amina', ['#123', '#ffffff'])).rejects.toThrow(TypeError);
  });

  it('takes initials from the first and last name, leaving titles out', () => {
    expect(initialsOf('Wanjiru Kamau')).toBe('WK');
    expect(initialsOf('Dr. Grace Mwende Mutua')).toBe('GM');
    expect(initialsOf('amina')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
  });

  it('draws the whole seed well under 3 seconds', async () => {
    const started = performance.now();
    await Promise.all([
      ...DEMO_CAROUSEL.map((slide) => carouselImage(slide)),
      ...DEMO_PROMISES.map((promise) => promiseImage(promise)),
      ...DEMO_DOCTORS.map((doctor) => avatarImage(doctor.fullname)),
      ...DEMO_BLOGS.map((blog) => blogCoverImage(blog.cover)),
    ]);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('demo content in Kiswahili', () => {
  const oneLine = (text: string) => {
    expect(text.trim()).toBe(text);
    expect(text).not.toContain('\n');
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(LIMITS.title);
  };

  it('gives every slide, counter and promise a Kiswahili version within the limits', () => {
    for (const slide of DEMO_CAROUSEL) oneLine(slide.caption_sw);
    for (const counter of DEMO_COUNTERS) {
      oneLine(counter.title_sw);
      expect(counter.title_sw).not.toBe(counter.title);
    }
    for (const promise of DEMO_PROMISES) {
      oneLine(promise.title_sw);
      expect(promise.content_sw.length).toBeLessThanOrEqual(LIMITS.longText);
      expect(promise.content_sw).not.toBe(promise.content);
    }
  });

  it('keeps the 24-hour emergency line and the writing rules (ng’ombe, 24-hour times)', () => {
    expect(DEMO_PROMISES.some((p) => p.content_sw.includes('saa 24'))).toBe(true);
    const all = [
      ...DEMO_PROMISES.map((p) => p.content_sw),
      ...DEMO_BLOGS.flatMap((blog) => blog.paragraphs.map((p) => p.content_sw ?? '')),
    ].join('\n');
    expect(all).not.toMatch(/\bngombe\b/);
    expect(all).not.toMatch(/\bnamba\b/);
    expect(all).not.toMatch(/\d\s?(am|pm)\b/i);
  });

  it('translates at least one post whole: its title and every block, a list item for item', () => {
    const translated = DEMO_BLOGS.filter((blog) => blog.title_sw);
    expect(translated.length).toBeGreaterThanOrEqual(1);
    for (const blog of translated) {
      oneLine(blog.title_sw ?? '');
      for (const paragraph of blog.paragraphs) {
        const swahili = paragraph.content_sw ?? '';
        expect(swahili.length).toBeGreaterThan(0);
        expect(swahili.length).toBeLessThanOrEqual(LIMITS.blogContent);
        if (paragraph.content_type === 'list') {
          expect(listItems(swahili)).toHaveLength(listItems(paragraph.content).length);
          for (const item of listItems(swahili)) expect(item).toMatch(/^[A-Z0-9]/);
        }
      }
    }
  });
});
