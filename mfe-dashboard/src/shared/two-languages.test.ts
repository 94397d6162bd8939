import { postSwahiliGaps, swahiliMissing, textToSend } from './two-languages';

describe('the two languages of staff texts', () => {
  it('sends a text typed, removes one cleared, and leaves out one never there', () => {
    expect(textToSend(' Chanjo ')).toBe('Chanjo');
    expect(textToSend('Chanjo', 'Zamani')).toBe('Chanjo');
    expect(textToSend('  ', 'Zamani')).toBe('');
    expect(textToSend('', null)).toBeUndefined();
    expect(textToSend('')).toBeUndefined();
  });

  it('calls the Kiswahili missing only where the English has text', () => {
    expect(swahiliMissing('Clients', null)).toBe(true);
    expect(swahiliMissing('Clients', ' ')).toBe(true);
    expect(swahiliMissing('Clients', 'Wateja')).toBe(false);
    expect(swahiliMissing('', null)).toBe(false);
  });

  it('names what a post lacks: its title and the blocks with English text and no Kiswahili', () => {
    const block = (content: string | null, content_sw?: string | null) => ({ content, content_sw });
    expect(
      postSwahiliGaps({
        title: 'Ticks',
        title_sw: null,
        paragraphs: [block('a', 'A'), block('b'), block(null), block('c', '')],
      }),
    ).toEqual(['title', '2 of 3 blocks']);
    expect(
      postSwahiliGaps({ title: 'Ticks', title_sw: 'Kupe', paragraphs: [block('a', 'A')] }),
    ).toEqual([]);
  });
});
