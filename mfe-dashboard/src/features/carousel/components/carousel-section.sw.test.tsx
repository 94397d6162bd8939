// A slide's text alternative in English and Kiswahili (docs/behaviour.md#content-in-both-languages).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselItem } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { testSlide } from '../../../app/testing/test-slides';

const NOTE = 'No Kiswahili yet: Kiswahili pages show the English.';
const png = (name = 'slide.png') => new File(['PNGDATA'], name, { type: 'image/png' });

const COWS: CarouselItem = {
  ...testSlide(1),
  alt: 'Cows grazing by the clinic',
  alt_sw: 'Ng’ombe wakila nyasi karibu na kliniki',
};
const DOG: CarouselItem = { ...testSlide(2), alt: 'A vet holding a puppy', alt_sw: null };
const PLAIN: CarouselItem = { ...testSlide(3), alt: null, alt_sw: null };

describe('the Carousel section in two languages', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const withSlides = (items: CarouselItem[], more: Parameters<typeof apiRoutes>[0] = {}) => {
    api.answer = apiRoutes({ 'GET carousel/': () => ({ status: 200, body: items }), ...more });
  };
  const show = async () => {
    renderDashboard('/dashboard/carousel', api.base);
    await screen.findAllByRole('img', { name: /^Carousel image at index/ });
  };
  const card = (index: number) =>
    screen
      .getByRole('img', { name: `Carousel image at index ${index}` })
      .closest('li') as HTMLElement;
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  const field = (body: string | undefined, name: string) =>
    new RegExp(`name="${name}"\\r\\n\\r\\n(.*)\\r\\n`).exec(body ?? '')?.[1];

  it("shows each slide's text alternative, and marks one without its Kiswahili", async () => {
    withSlides([COWS, DOG, PLAIN]);
    await show();
    expect(within(card(1)).getByText(/Text alternative: Cows grazing/)).toBeVisible();
    expect(within(card(1)).queryByText('Kiswahili missing')).toBeNull();
    expect(within(card(2)).getByText('Kiswahili missing')).toBeVisible();
    // A decorative slide has nothing to translate.
    expect(within(card(3)).getByText(/No text alternative \(decorative\)/)).toBeVisible();
    expect(within(card(3)).queryByText('Kiswahili missing')).toBeNull();
  });

  it('edits only the text alternatives, without an image, and the mark goes', async () => {
    withSlides([COWS, DOG], {
      'PUT carousel/update': () => ({
        status: 200,
        body: [COWS, { ...DOG, alt_sw: 'Daktari wa mifugo amebeba mtoto wa mbwa' }],
      }),
    });
    await show();
    await userEvent.click(
      within(card(2)).getByRole('button', { name: 'Edit text alternative at index 2' }),
    );
    const modal = within(dialog('Edit Text Alternative'));
    expect(modal.queryByLabelText(/image/i)).not.toBeInTheDocument();
    expect(modal.getByLabelText('Text alternative (English)')).toHaveValue(DOG.alt);
    const swahili = modal.getByRole('textbox', { name: 'Text alternative (Kiswahili)' });
    expect(swahili).toHaveAttribute('lang', 'sw');
    expect(swahili).toHaveAccessibleDescription(NOTE);
    await userEvent.type(swahili, 'Daktari wa mifugo amebeba mtoto wa mbwa');
    await userEvent.click(modal.getByRole('button', { name: 'Save Text Alternative' }));
    await expectToast('Image saved successfully', 'success');
    await expectDialogClosed('Edit Text Alternative');

    const [sent] = api.to('carousel/update');
    expect(sent?.method).toBe('PUT');
    expect(field(sent?.body, 'index')).toBe('2');
    expect(field(sent?.body, 'alt')).toBe(DOG.alt);
    expect(field(sent?.body, 'alt_sw')).toBe('Daktari wa mifugo amebeba mtoto wa mbwa');
    expect(sent?.body).not.toContain('name="image"');
    expect(within(card(2)).queryByText('Kiswahili missing')).toBeNull();
  });

  it("sends a cleared text alternative as '', removing it", async () => {
    withSlides([COWS], {
      'PUT carousel/update': () => ({ status: 200, body: [{ ...COWS, alt_sw: null }] }),
    });
    await show();
    await userEvent.click(
      within(card(1)).getByRole('button', { name: 'Edit text alternative at index 1' }),
    );
    const modal = within(dialog('Edit Text Alternative'));
    await userEvent.clear(modal.getByLabelText('Text alternative (Kiswahili)'));
    await userEvent.click(modal.getByRole('button', { name: 'Save Text Alternative' }));
    await expectDialogClosed('Edit Text Alternative');
    const [sent] = api.to('carousel/update');
    expect(field(sent?.body, 'alt')).toBe(COWS.alt);
    expect(sent?.body).toContain('name="alt_sw"\r\n\r\n\r\n');
    expect(within(card(1)).getByText('Kiswahili missing')).toBeVisible();
  });

  it('adds an image with its text alternatives in both languages', async () => {
    withSlides([COWS], {
      'POST carousel/create': () => ({ status: 200, body: [COWS, DOG] }),
    });
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    const modal = within(dialog('Add Image'));
    await userEvent.upload(modal.getByLabelText('Image'), png('dog.png'));
    await userEvent.type(modal.getByLabelText('Index'), '2');
    await userEvent.type(modal.getByLabelText('Text alternative (English)'), DOG.alt!);
    await userEvent.type(modal.getByLabelText('Text alternative (Kiswahili)'), 'Mbwa');
    await userEvent.click(modal.getByRole('button', { name: 'Save Image' }));
    await expectDialogClosed('Add Image');
    const [sent] = api.to('carousel/create');
    expect(field(sent?.body, 'alt')).toBe(DOG.alt);
    expect(field(sent?.body, 'alt_sw')).toBe('Mbwa');
    expect(sent?.body).toContain('name="image"; filename="dog.png"');
  });

  it('replaces an image with its text alternatives, prefilled, the unchanged left out', async () => {
    withSlides([DOG], {
      'PUT carousel/update': () => ({ status: 200, body: [DOG] }),
    });
    await show();
    await userEvent.click(
      within(card(2)).getByRole('button', { name: 'Replace image at index 2' }),
    );
    const modal = within(dialog('Update Image'));
    expect(modal.getByLabelText('Text alternative (English)')).toHaveValue(DOG.alt);
    expect(modal.getByLabelText('Text alternative (Kiswahili)')).toHaveValue('');
    await userEvent.upload(modal.getByLabelText('New image'), png('new.png'));
    await userEvent.click(modal.getByRole('button', { name: 'Save Image' }));
    await expectDialogClosed('Update Image');
    const [sent] = api.to('carousel/update');
    expect(sent?.body).toContain('name="image"; filename="new.png"');
    expect(field(sent?.body, 'alt')).toBe(DOG.alt);
    // It had no Kiswahili and still has none: nothing to send.
    expect(sent?.body).not.toContain('name="alt_sw"');
  });
});
