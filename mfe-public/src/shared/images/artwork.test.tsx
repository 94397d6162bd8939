import { readdirSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { Artwork, parseArtwork, scopeIds } from './artwork';
import { ARTWORK_SOURCES, type ArtworkName } from './artwork-sources';

const NAMES = Object.keys(ARTWORK_SOURCES) as ArtworkName[];

describe('Artwork', () => {
  it('draws every picture inline with the size and viewBox of its file', () => {
    for (const name of NAMES) {
      const { container, unmount } = render(<Artwork name={name} alt="" />);
      const svg = container.querySelector('svg')!;
      const file = parseArtwork(ARTWORK_SOURCES[name]);
      expect(svg.getAttribute('viewBox')).toBe(file.viewBox);
      expect(svg.getAttribute('width')).toBe(String(file.width));
      expect(svg.getAttribute('height')).toBe(String(file.height));
      // The drawing itself, not an empty box.
      expect(svg.children.length).toBeGreaterThan(0);
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });

  it('is an image named by its text alternative, or hidden when decorative', () => {
    render(
      <>
        <Artwork name="partnerAgrovet" alt="Kiambu Agrovet Suppliers" />
        <Artwork name="award" alt="" />
      </>,
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAccessibleName('Kiambu Agrovet Suppliers');
    const hidden = document.querySelectorAll('svg[aria-hidden="true"]');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.getAttribute('focusable')).toBe('false');
  });

  it('gives each drawing of one picture its own ids, so a page has each id once', () => {
    const { container } = render(
      <>
        <Artwork name="serviceAnimalProduction" alt="" />
        <Artwork name="serviceAnimalProduction" alt="" />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    // Each drawing's fills point at its own gradient.
    for (const svg of container.querySelectorAll('svg')) {
      const own = new Set([...svg.querySelectorAll('[id]')].map((element) => element.id));
      const used = [...svg.innerHTML.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(0);
      for (const id of used) expect(own.has(id!)).toBe(true);
    }
  });

  it('fills its box when asked to cover, and keeps the whole picture otherwise', () => {
    const { container } = render(
      <>
        <Artwork name="award" alt="" fit="cover" />
        <Artwork name="award" alt="" />
      </>,
    );
    const [cover, contain] = container.querySelectorAll('svg');
    expect(cover!.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    expect(contain!.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
  });

  it('knows every artwork file of the folder (the hero default stays an image file)', () => {
    const files = readdirSync(__dirname).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBe(NAMES.length + 1);
    expect(files).toContain('hero-default.svg');
  });
});

describe('parseArtwork', () => {
  it("reads the root's size and keeps what is inside it", () => {
    expect(
      parseArtwork(
        '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="100"><rect/></svg>',
      ),
    ).toEqual({ viewBox: '0 0 240 100', width: 240, height: 100, body: '<rect/>' });
  });

  it('refuses a file that is not one sized <svg>', () => {
    expect(() => parseArtwork('<div></div>')).toThrow('not one <svg>');
    expect(() => parseArtwork('<svg viewBox="0 0 1 1"></svg>')).toThrow('width and height');
  });
});

describe('scopeIds', () => {
  it('prefixes declared ids and every reference to them, and nothing else', () => {
    expect(
      scopeIds(
        '<linearGradient id="g"/><rect fill="url(#g)"/><use href="#g"/><text>id="x"</text>',
        's-',
      ),
    ).toBe(
      '<linearGradient id="s-g"/><rect fill="url(#s-g)"/><use href="#s-g"/><text>id="x"</text>',
    );
  });
});
