import { testBlog, testParagraph } from '../testing/test-blogs';
import { COMPANY } from './company';
import {
  blogDescription,
  blogPostingStructuredData,
  clinicStructuredData,
  openingHoursOf,
  summarize,
} from './structured-data';

describe('clinicStructuredData', () => {
  const clinic = clinicStructuredData();

  it('describes the clinic as schema.org VeterinaryCare and LocalBusiness from COMPANY', () => {
    expect(clinic).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['VeterinaryCare', 'LocalBusiness'],
      '@id': '/#clinic',
      name: 'Mifugo Animal Health Services',
      url: '/',
      telephone: '+254 722 418 300',
      email: 'info@mifugovet.co.ke',
      image: '/social-card.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kiambu Road, Ridgeways',
        addressLocality: 'Nairobi',
        addressRegion: 'Nairobi County',
        postalCode: '00100',
        addressCountry: 'KE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: COMPANY.geo.latitude },
      sameAs: [
        'https://www.facebook.com/mifugovet',
        'https://www.instagram.com/mifugovet',
        'https://wa.me/254722418300',
      ],
    });
  });

  it('opens Monday to Friday 08:00-17:00, as the consultation hours say, and nothing else', () => {
    expect(COMPANY.consultationHours).toContain('Monday to Friday 8.00am-5.00pm');
    expect(clinic.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
    ]);
  });

  it('names the emergency line, answered day and night', () => {
    expect(clinic.contactPoint).toMatchObject({
      contactType: 'emergency',
      telephone: COMPANY.emergencyPhone,
      hoursAvailable: { opens: '00:00', closes: '23:59' },
    });
  });

  it('is plain JSON: it survives a round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(clinic))).toEqual(clinic);
  });
});

describe('openingHoursOf', () => {
  it('reads a range of days or one day, in 12-hour times', () => {
    expect(openingHoursOf('Saturday 9.00am-12.30pm')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '09:00',
      closes: '12:30',
    });
    expect(openingHoursOf('tuesday to thursday 12am – 12pm')).toMatchObject({
      dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'],
      opens: '00:00',
      closes: '12:00',
    });
  });

  it('finds no opening hours in lines without regular hours, or with impossible ones', () => {
    expect(openingHoursOf('Sunday and holidays by appointment only')).toBeNull();
    expect(openingHoursOf('Emergency 24 hours')).toBeNull();
    expect(openingHoursOf('Friday to Monday 8.00am-5.00pm')).toBeNull();
    expect(openingHoursOf('Funday 8.00am-5.00pm')).toBeNull();
    expect(openingHoursOf('Monday 13.00pm-5.00pm')).toBeNull();
    expect(openingHoursOf('Monday 8.75am-5.00pm')).toBeNull();
  });
});

describe('summarize', () => {
  it('folds spaces and keeps short text whole', () => {
    expect(summarize('  Ticks \n carry   fever. ')).toBe('Ticks carry fever.');
  });

  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const text = 'Ticks carry the parasite, from one animal to the next; '.repeat(6);
    const summary = summarize(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/\w…$/);
    expect(text.startsWith(summary.slice(0, -1))).toBe(true);
  });
});

describe('blogPostingStructuredData', () => {
  const blog = testBlog({
    blog_id: 'b7',
    title: 'East Coast Fever in dairy cattle',
    createdAt: '2026-01-05T08:00:00.000Z',
    paragraphs: [
      testParagraph({ content_type: 'subtitle', content: 'Signs' }),
      testParagraph({ paragraph_id: 'p2', content: 'Ticks carry the parasite.' }),
    ],
  });

  it('describes the article, published by the clinic, as the main entity of its page', () => {
    expect(blogPostingStructuredData(blog, { modified: '2026-02-01T10:30:00.000Z' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': '/blogs/b7#article',
      headline: 'East Coast Fever in dairy cattle',
      description: 'Ticks carry the parasite.',
      image: ['/uploads/ecf-960.webp'],
      datePublished: '2026-01-05T08:00:00.000Z',
      dateModified: '2026-02-01T10:30:00.000Z',
      author: {
        '@type': 'VeterinaryCare',
        '@id': '/#clinic',
        name: COMPANY.name,
        url: '/',
      },
      publisher: {
        '@type': 'VeterinaryCare',
        '@id': '/#clinic',
        name: COMPANY.name,
        url: '/',
      },
      inLanguage: 'en-KE',
      url: '/blogs/b7',
      mainEntityOfPage: { '@type': 'WebPage', '@id': '/blogs/b7' },
    });
  });

  it("on a Kiswahili page, speaks of the post in the words that page shows, at that page's address", () => {
    const post = testBlog({
      ...blog,
      title_sw: "Ndigana kwa ng'ombe wa maziwa",
      paragraphs: [
        testParagraph({
          paragraph_id: 'p2',
          content: 'Ticks carry the parasite.',
          content_sw: 'Kupe hubeba vimelea.',
        }),
      ],
    });
    expect(blogPostingStructuredData(post, { locale: 'sw' })).toMatchObject({
      '@id': '/sw/blogs/b7#article',
      headline: "Ndigana kwa ng'ombe wa maziwa",
      description: 'Kupe hubeba vimelea.',
      inLanguage: 'sw-KE',
      url: '/sw/blogs/b7',
      mainEntityOfPage: { '@type': 'WebPage', '@id': '/sw/blogs/b7' },
    });
    // Without a Kiswahili title the page shows the English one, and says so.
    expect(blogPostingStructuredData(blog, { locale: 'sw' })).toMatchObject({
      headline: 'East Coast Fever in dairy cattle',
      inLanguage: 'en-KE',
      url: '/sw/blogs/b7',
    });
    // An English page never shows the Kiswahili version.
    expect(blogPostingStructuredData(post)).toMatchObject({
      headline: 'East Coast Fever in dairy cattle',
      description: 'Ticks carry the parasite.',
      inLanguage: 'en-KE',
    });
  });

  it("shows the cover's largest width", () => {
    const data = blogPostingStructuredData(
      testBlog({
        image: '/uploads/c-960.webp',
        image_srcset:
          '/uploads/c-480.webp 480w, /uploads/c-1600.webp 1600w, /uploads/c-960.webp 960w',
      }),
    );
    expect(data.image).toEqual(['/uploads/c-1600.webp']);
  });

  it('leaves out the image and the last change when they are not known', () => {
    const data = blogPostingStructuredData(
      testBlog({ blog_id: 'a/b c', image: null, image_srcset: null }),
    );
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('dateModified');
    expect(data.datePublished).toBe('2026-01-05T08:00:00.000Z');
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': '/blogs/a%2Fb%20c' });
  });

  it('is described by its title when it has no plain paragraph', () => {
    expect(blogDescription(testBlog({ title: 'Rabies', paragraphs: [] }))).toBe('Rabies');
    expect(
      blogDescription(
        testBlog({ title: 'Rabies', paragraphs: [testParagraph({ content: '   ' })] }),
      ),
    ).toBe('Rabies');
  });
});
