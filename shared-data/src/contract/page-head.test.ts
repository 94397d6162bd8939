import { composeTitle, largestOf, TITLE_MAX_LENGTH } from './page-head';

describe('composeTitle', () => {
  it("ends the page's title with the site's name, or is the name alone", () => {
    expect(composeTitle('Blog', 'Mifugo Vet')).toBe('Blog | Mifugo Vet');
    expect(composeTitle('  Blog \n list ', 'Mifugo Vet')).toBe('Blog list | Mifugo Vet');
    expect(composeTitle('', 'Mifugo Vet')).toBe('Mifugo Vet');
    expect(composeTitle('Mifugo Vet', 'Mifugo Vet')).toBe('Mifugo Vet');
  });

  it('cuts a long title at a word, never past 70 characters', () => {
    const title = composeTitle(
      'Donkey trade and slaughter practices: a household survey of one county in Kenya',
      'Mifugo Vet',
    );
    expect(title).toBe('Donkey trade and slaughter practices: a household survey… | Mifugo Vet');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    // One unbroken word is cut where it must be.
    expect(composeTitle('a'.repeat(100), 'Mifugo Vet')).toBe(`${'a'.repeat(56)}… | Mifugo Vet`);
  });
});

describe('largestOf', () => {
  it('picks the widest entry of a srcset, whatever its order', () => {
    expect(
      largestOf('/u/a-960.webp', '/u/a-960.webp 960w, /u/a-1600.webp 1600w, /u/a-480.webp 480w'),
    ).toEqual({ src: '/u/a-1600.webp', width: 1600 });
  });

  it('keeps the image, of no known width, without a usable srcset', () => {
    expect(largestOf('/u/a.webp', null)).toEqual({ src: '/u/a.webp' });
    expect(largestOf('/u/a.webp', '/u/a.webp 2x')).toEqual({ src: '/u/a.webp' });
  });
});
