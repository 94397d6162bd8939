import {
  blogInLocale,
  inLocale,
  localeOfPath,
  otherLang,
  localePath,
  pathWithoutLocale,
  preferredLocale,
  isSiteLocale,
} from './locale';

describe('languages of paths', () => {
  it('reads Kiswahili from the /sw prefix only', () => {
    expect(localeOfPath('/sw')).toBe('sw');
    expect(localeOfPath('/sw/services')).toBe('sw');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/services')).toBe('en');
    // A path that merely starts with the letters is English.
    expect(localeOfPath('/swimming')).toBe('en');
  });

  it('strips and adds the prefix', () => {
    expect(pathWithoutLocale('/sw')).toBe('/');
    expect(pathWithoutLocale('/sw/blogs/7')).toBe('/blogs/7');
    expect(pathWithoutLocale('/blogs/7')).toBe('/blogs/7');
    expect(localePath('/', 'sw')).toBe('/sw');
    expect(localePath('/services', 'sw')).toBe('/sw/services');
    expect(localePath('/sw/services', 'sw')).toBe('/sw/services');
    expect(localePath('/sw/services', 'en')).toBe('/services');
    expect(localePath('/sw', 'en')).toBe('/');
    expect(localePath('/contact?sent=1#form', 'sw')).toBe('/sw/contact?sent=1#form');
    expect(localePath('/sw?x=1', 'en')).toBe('/?x=1');
  });

  it('knows its languages', () => {
    expect(isSiteLocale('sw')).toBe(true);
    expect(isSiteLocale('fr')).toBe(false);
    expect(isSiteLocale(undefined)).toBe(false);
  });
});

describe('preferredLocale', () => {
  it('takes the first language the site has, by weight', () => {
    expect(preferredLocale('sw-KE,sw;q=0.9,en-US;q=0.8')).toBe('sw');
    expect(preferredLocale('en-GB,en;q=0.9,sw;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR,sw;q=0.5,en;q=0.4')).toBe('sw');
    expect(preferredLocale('en;q=0.5,sw;q=0.9')).toBe('sw');
    expect(preferredLocale('SW-tz')).toBe('sw');
  });

  it('answers null for nothing it has, a refusal or no header', () => {
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale('fr,de;q=0.5')).toBeNull();
    expect(preferredLocale('sw;q=0,fr')).toBeNull();
    expect(preferredLocale('sw;q=abc')).toBeNull();
  });

  it('reads a bounded part of a huge header', () => {
    const huge = `${'xx;q=0.1,'.repeat(100_000)}sw`;
    expect(preferredLocale(huge)).toBeNull();
  });
});

describe("staff's text in a page's language", () => {
  it('shows the Kiswahili version on a Kiswahili page where there is one, else the English', () => {
    expect(inLocale('sw', 'Happy clients', 'Wateja walioridhika')).toEqual({
      text: 'Wateja walioridhika',
      lang: 'sw',
    });
    expect(inLocale('en', 'Happy clients', 'Wateja walioridhika')).toEqual({
      text: 'Happy clients',
      lang: 'en',
    });
    // Only a text not in the page's language is marked.
    expect(otherLang('en', 'sw')).toBe('en');
    expect(otherLang('sw', 'sw')).toBeUndefined();
    expect(otherLang('en', 'en')).toBeUndefined();
    for (const none of [null, undefined, '', '  \n ']) {
      expect(inLocale('sw', 'Happy clients', none)).toEqual({ text: 'Happy clients', lang: 'en' });
    }
  });

  it('gives a post its title and each block in the language shown, marking each', () => {
    const post = {
      title: 'Deworming',
      title_sw: null,
      paragraphs: [
        { content: 'Every three months.', content_sw: 'Kila miezi mitatu.' },
        { content: 'Ask us.', content_sw: null },
        { content: null, content_sw: null },
      ],
    };
    const shown = blogInLocale(post, 'sw');
    expect(shown.title).toBe('Deworming');
    expect(shown.lang).toBe('en');
    expect(shown.paragraphs).toEqual([
      { content: 'Kila miezi mitatu.', content_sw: 'Kila miezi mitatu.', lang: 'sw' },
      { content: 'Ask us.', content_sw: null, lang: 'en' },
      { content: null, content_sw: null },
    ]);
    expect(blogInLocale(post, 'en').paragraphs[0]).toMatchObject({
      content: 'Every three months.',
      lang: 'en',
    });
    // The post itself is not changed.
    expect(post.paragraphs[0]?.content).toBe('Every three months.');
  });
});
