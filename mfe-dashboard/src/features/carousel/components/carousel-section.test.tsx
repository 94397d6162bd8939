// Long on purpose: the carousel section's every state and modal (add, update, delete, refused files) on one screen.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadProgressed, type CarouselItem } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { chooseNonImage, expectDialogClosed, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { pngFile, testSlide } from '../../../app/testing/test-slides';

const png = (name = 'slide.png') => new File(['PNGDATA'], name, { type: 'image/png' });

describe('the Carousel section (/dashboard/carousel)', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const withSlides = (items: CarouselItem[], more: Parameters<typeof apiRoutes>[0] = {}) => {
    api.answer = apiRoutes({ 'GET carousel/': () => ({ status: 200, body: items }), ...more });
  };
  const show = async () => {
    const view = renderDashboard('/dashboard/carousel', api.base);
    await screen.findByRole('heading', { level: 1, name: 'Carousel' });
    return view;
  };
  const card = (index: number) =>
    screen
      .getByRole('img', { name: `Carousel image at index ${index}` })
      .closest('li') as HTMLElement;
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  it('shows the images in index order, each with its Index button and Delete Image', async () => {
    withSlides([testSlide(3), testSlide(1), testSlide(2)]);
    await show();
    const images = await screen.findAllByRole('img', { name: /^Carousel image at index/ });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Carousel image at index 1',
      'Carousel image at index 2',
      'Carousel image at index 3',
    ]);
    expect(images[0]).toHaveAttribute('src', '/uploads/slide-1-960.webp');
    expect(within(card(2)).getByRole('button', { name: 'Index 2' })).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Delete Image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Image' })).toBeInTheDocument();
    expect(api.to('carousel/')).toHaveLength(1);
  });

  it("says 'Carousel have no Images' with its own Add Image when there are none", async () => {
    withSlides([]);
    await show();
    expect(await screen.findByText('Carousel have no Images')).toBeInTheDocument();
    // One Add Image, the empty state's.
    await userEvent.click(screen.getByRole('button', { name: 'Add Image' }));
    expect(dialog('Add Image')).toBeInTheDocument();
  });

  it("shows a failed load with the server's msg and loads again on Try again", async () => {
    let calls = 0;
    api.answer = apiRoutes({
      'GET carousel/': () =>
        ++calls === 1
          ? { status: 503, body: { status: 503, msg: 'The database is not answering' } }
          : { status: 200, body: [testSlide(1)] },
    });
    const { kit } = await show();
    await expectToast('The database is not answering', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_CAROUSEL_FAIL');
    expect(screen.getByText('The carousel images could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('img', { name: 'Carousel image at index 1' }),
    ).toBeInTheDocument();
  });

  describe('Add Image', () => {
    const openAdd = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Add Image' }));
      return dialog('Add Image');
    };
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Image' }));

    it('wants an image and a whole-number index, and sends nothing without them', async () => {
      withSlides([testSlide(1)]);
      await show();
      const modal = await openAdd();
      await save();
      expect(within(modal).getByLabelText('Image')).toHaveAccessibleDescription(
        'A landscape image of at least 1600 × 700 px (16:7), at most 5 MB; other shapes are cropped to fit. Choose an image',
      );
      expect(within(modal).getByLabelText('Image')).toHaveFocus();
      expect(within(modal).getByLabelText('Index')).toHaveAccessibleDescription(
        expect.stringContaining('Enter the index as a whole number'),
      );
      expect(within(modal).getByLabelText('Index')).toHaveAttribute('type', 'number');

      await chooseNonImage(within(modal).getByLabelText('Image'));
      expect(within(modal).getByLabelText('Image')).toHaveAccessibleDescription(
        'A landscape image of at least 1600 × 700 px (16:7), at most 5 MB; other shapes are cropped to fit. Choose an image file',
      );
      await userEvent.upload(within(modal).getByLabelText('Image'), png());
      await userEvent.type(within(modal).getByLabelText('Index'), '1.5');
      await save();
      expect(within(modal).getByLabelText('Index')).toHaveAccessibleDescription(
        expect.stringContaining('The index must be a whole number of 0 or more'),
      );
      expect(within(modal).getByLabelText('Index')).toHaveFocus();
      expect(api.to('carousel/create')).toHaveLength(0);
    });

    it('refuses an image over 5 MB before sending', async () => {
      withSlides([testSlide(1)]);
      await show();
      const modal = await openAdd();
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', {
        type: 'image/png',
      });
      await userEvent.upload(within(modal).getByLabelText('Image'), big);
      await userEvent.type(within(modal).getByLabelText('Index'), '2');
      await save();
      expect(within(modal).getByRole('alert')).toHaveTextContent('The image is larger than 5 MB');
      expect(api.to('carousel/create')).toHaveLength(0);
    });

    it('refuses an image smaller than the slide box as it is chosen, naming both sizes', async () => {
      withSlides([testSlide(1)], {
        'POST carousel/create': () => ({ status: 200, body: [testSlide(1), testSlide(2)] }),
      });
      await show();
      const modal = await openAdd();
      const field = within(modal).getByLabelText('Image');
      await userEvent.upload(field, pngFile(1200, 500, 'small.png'));
      const message = 'The image is 1200 × 500 px: it needs to be at least 1600 × 700 px';
      // Said as soon as the file is read, before any Save.
      expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      await userEvent.type(within(modal).getByLabelText('Index'), '2');
      await save();
      expect(within(modal).getByRole('alert')).toHaveTextContent(message);
      expect(api.to('carousel/create')).toHaveLength(0);

      // One of the slide box's size goes.
      await userEvent.upload(field, pngFile(1600, 700, 'wide.png'));
      await save();
      await expectDialogClosed('Add Image');
      expect(api.to('carousel/create')).toHaveLength(1);
    });

    it('uploads image and index as multipart with a progress bar, then shows the new list', async () => {
      const held = gate();
      withSlides([testSlide(1)], {
        'POST carousel/create': async () => {
          await held.promise;
          return { status: 200, body: [testSlide(1), testSlide(2, 'c-new')] };
        },
      });
      const { kit } = await show();
      const modal = await openAdd();
      await userEvent.upload(within(modal).getByLabelText('Image'), png('beach.png'));
      expect(within(modal).getByRole('img', { name: 'Preview of beach.png' })).toBeInTheDocument();
      await userEvent.type(within(modal).getByLabelText('Index'), '2');
      await save();

      expect(within(modal).getByRole('button', { name: 'Processing ...' })).toBeDisabled();
      expect(within(modal).getByLabelText('Index')).toBeDisabled();
      const bar = within(modal).getByRole('progressbar', { name: 'Uploading' });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      // What the browser reports as the body goes out.
      act(() => {
        kit.store.dispatch(uploadProgressed({ operation: 'CREATING_CAROUSEL', fraction: 0.4 }));
      });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      held.open();

      await expectToast('Image saved successfully', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('CREATING_CAROUSEL_SUCCESS');
      await expectDialogClosed('Add Image');
      expect(screen.getByRole('img', { name: 'Carousel image at index 2' })).toBeInTheDocument();
      const [sent] = api.to('carousel/create');
      expect(sent?.method).toBe('POST');
      expect(sent?.headers.authorization).toBe('Bearer test-access-token');
      expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent?.body).toContain('name="index"\r\n\r\n2');
      expect(sent?.body).toContain('name="image"; filename="beach.png"');
      expect(sent?.body).toContain('PNGDATA');
      // Opened again, the form is empty.
      await openAdd();
      expect(screen.getByLabelText('Index')).toHaveValue(null);
      expect(screen.queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
    });

    it('keeps the modal and what was chosen when the server refuses, with its msg in red', async () => {
      withSlides([testSlide(1)], {
        'POST carousel/create': () => ({
          status: 409,
          body: { status: 409, msg: 'Index 1 already has an image: choose another index' },
        }),
      });
      const { kit } = await show();
      const modal = await openAdd();
      await userEvent.upload(within(modal).getByLabelText('Image'), png('beach.png'));
      await userEvent.type(within(modal).getByLabelText('Index'), '1');
      await save();
      await expectToast('Index 1 already has an image: choose another index', 'error');
      expect(kit.store.getState().notices.error?.id).toBe('CREATING_CAROUSEL_FAIL');
      expect(dialog('Add Image')).toBeInTheDocument();
      expect(within(modal).getByLabelText('Index')).toHaveValue(1);
      expect(within(modal).getByLabelText('Index')).toBeEnabled();
      expect(within(modal).getByRole('img', { name: 'Preview of beach.png' })).toBeInTheDocument();
    });
  });

  describe('Replace image', () => {
    it('stands on each card, says the size the home page needs, and opens the update of that image', async () => {
      withSlides([testSlide(1), testSlide(2)], {
        'PUT carousel/update': () => ({ status: 200, body: [testSlide(1), testSlide(2)] }),
      });
      await show();
      await screen.findByRole('img', { name: 'Carousel image at index 2' });
      const replace = within(card(2)).getByRole('button', { name: 'Replace image at index 2' });
      expect(replace).toHaveAccessibleDescription(
        'Needs a landscape image of at least 1600 × 700 px (16:7); other shapes are cropped to fit.',
      );
      expect(within(card(2)).getByText(/at least 1600 × 700 px/)).toBeVisible();
      // The product's own buttons stay.
      expect(within(card(2)).getByRole('button', { name: 'Index 2' })).toBeInTheDocument();
      expect(within(card(2)).getByRole('button', { name: 'Delete Image' })).toBeInTheDocument();

      await userEvent.click(replace);
      const modal = dialog('Update Image');
      expect(within(modal).getByLabelText('Index')).toHaveValue(2);
      expect(within(modal).getByLabelText('New image')).toHaveAccessibleDescription(
        'A landscape image of at least 1600 × 700 px (16:7), at most 5 MB; other shapes are cropped to fit.',
      );
      await userEvent.upload(within(modal).getByLabelText('New image'), png('wide.png'));
      await userEvent.click(within(modal).getByRole('button', { name: 'Save Image' }));
      await expectDialogClosed('Update Image');
      const [sent] = api.to('carousel/update');
      expect(sent?.body).toContain('name="index"\r\n\r\n2');
    });
  });

  describe('Replace image, with an image too small', () => {
    const openReplace = async () => {
      await screen.findByRole('img', { name: 'Carousel image at index 2' });
      await userEvent.click(
        within(card(2)).getByRole('button', { name: 'Replace image at index 2' }),
      );
      return dialog('Update Image');
    };

    it('says the image is too small before sending it, and sends a big enough one', async () => {
      withSlides([testSlide(1), testSlide(2)], {
        'PUT carousel/update': () => ({ status: 200, body: [testSlide(1), testSlide(2)] }),
      });
      await show();
      const modal = await openReplace();
      const field = within(modal).getByLabelText('New image');
      await userEvent.upload(field, pngFile(1600, 699, 'short.png'));
      expect(await within(modal).findByRole('alert')).toHaveTextContent(
        'The image is 1600 × 699 px: it needs to be at least 1600 × 700 px',
      );
      await userEvent.click(within(modal).getByRole('button', { name: 'Save Image' }));
      expect(field).toHaveFocus();
      expect(api.to('carousel/update')).toHaveLength(0);

      await userEvent.upload(field, pngFile(2400, 1050, 'big.png'));
      await userEvent.click(within(modal).getByRole('button', { name: 'Save Image' }));
      await expectDialogClosed('Update Image');
      expect(api.to('carousel/update')).toHaveLength(1);
    });

    it('leaves a file whose size it cannot read to the server, and shows its refusal', async () => {
      const msg = 'The image is 900 × 400 px: it needs to be at least 1600 × 700 px';
      withSlides([testSlide(1), testSlide(2)], {
        'PUT carousel/update': () => ({ status: 415, body: { status: 415, msg } }),
      });
      const { kit } = await show();
      const modal = await openReplace();
      await userEvent.upload(within(modal).getByLabelText('New image'), png('photo.png'));
      await userEvent.click(within(modal).getByRole('button', { name: 'Save Image' }));
      await expectToast(msg, 'error');
      expect(kit.store.getState().notices.error?.id).toBe('UPDATING_CAROUSEL_FAIL');
      expect(dialog('Update Image')).toBeInTheDocument();
    });
  });

  describe("the 'Index {n}' update", () => {
    it('shows the index disabled, wants a new image, and sends image + index', async () => {
      withSlides([testSlide(1), testSlide(2)], {
        'PUT carousel/update': () => ({
          status: 200,
          body: [testSlide(1), { ...testSlide(2), image: '/uploads/replaced-960.webp' }],
        }),
      });
      const { kit } = await show();
      await screen.findByRole('img', { name: 'Carousel image at index 2' });
      await userEvent.click(within(card(2)).getByRole('button', { name: 'Index 2' }));
      const modal = dialog('Update Image');
      expect(within(modal).getByLabelText('Index')).toBeDisabled();
      expect(within(modal).getByLabelText('Index')).toHaveValue(2);

      await userEvent.click(within(modal).getByRole('button', { name: 'Save Image' }));
      expect(within(modal).getByRole('alert')).toHaveTextContent('Choose an image');
      expect(within(modal).getByLabelText('New image')).toHaveFocus();
      expect(api.to('carousel/update')).toHaveLength(0);

      await userEvent.upload(within(modal).getByLabelText('New image'), png('new.png'));
      await userEvent.click(within(modal).getByRole('button', { name: 'Save Image' }));
      await expectToast('Image saved successfully', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('UPDATING_CAROUSEL_SUCCESS');
      await expectDialogClosed('Update Image');
      expect(screen.getByRole('img', { name: 'Carousel image at index 2' })).toHaveAttribute(
        'src',
        '/uploads/replaced-960.webp',
      );
      const [sent] = api.to('carousel/update');
      expect(sent?.method).toBe('PUT');
      expect(sent?.body).toContain('name="index"\r\n\r\n2');
      expect(sent?.body).toContain('name="image"; filename="new.png"');
    });

    it('keeps the chosen image when the server refuses', async () => {
      withSlides([testSlide(1)], {
        'PUT carousel/update': () => ({
          status: 404,
          body: { status: 404, msg: 'No carousel image at index 1' },
        }),
      });
      const { kit } = await show();
      await screen.findByRole('img', { name: 'Carousel image at index 1' });
      await userEvent.click(screen.getByRole('button', { name: 'Index 1' }));
      await userEvent.upload(screen.getByLabelText('New image'), png('new.png'));
      await userEvent.click(screen.getByRole('button', { name: 'Save Image' }));
      await expectToast('No carousel image at index 1', 'error');
      expect(kit.store.getState().notices.error?.id).toBe('UPDATING_CAROUSEL_FAIL');
      expect(
        within(dialog('Update Image')).getByRole('img', { name: 'Preview of new.png' }),
      ).toBeInTheDocument();
    });
  });

  describe('Delete Image', () => {
    it('asks first, Cancel sends nothing, Delete removes it', async () => {
      withSlides([testSlide(1), testSlide(2)], {
        'DELETE carousel/delete': () => ({ status: 200, body: [testSlide(2)] }),
      });
      const { kit } = await show();
      await screen.findByRole('img', { name: 'Carousel image at index 1' });
      await userEvent.click(within(card(1)).getByRole('button', { name: 'Delete Image' }));
      await userEvent.click(
        within(dialog('Delete the image at index 1?')).getByRole('button', { name: 'Cancel' }),
      );
      await expectDialogClosed('Delete the image at index 1?');
      expect(api.to('carousel/delete')).toHaveLength(0);

      await userEvent.click(within(card(1)).getByRole('button', { name: 'Delete Image' }));
      await userEvent.click(
        within(dialog('Delete the image at index 1?')).getByRole('button', { name: 'Delete' }),
      );
      await expectToast('Carousel has been deleted', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('DELETING_CAROUSEL_SUCCESS');
      await expectDialogClosed('Delete the image at index 1?');
      expect(
        screen.queryByRole('img', { name: 'Carousel image at index 1' }),
      ).not.toBeInTheDocument();
      const [sent] = api.to('carousel/delete');
      expect(sent).toMatchObject({ method: 'DELETE', path: 'carousel/delete?id=c1' });
      expect(sent?.headers.authorization).toBe('Bearer test-access-token');
    });

    it("keeps the image and shows the server's msg when the delete is refused", async () => {
      withSlides([testSlide(1)], {
        'DELETE carousel/delete': () => ({
          status: 404,
          body: { status: 404, msg: 'The carousel image was not found' },
        }),
      });
      const { kit } = await show();
      await screen.findByRole('img', { name: 'Carousel image at index 1' });
      await userEvent.click(screen.getByRole('button', { name: 'Delete Image' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await expectToast('The carousel image was not found', 'error');
      expect(kit.store.getState().notices.error?.id).toBe('DELETING_CAROUSEL_FAIL');
      expect(screen.getByRole('img', { name: 'Carousel image at index 1' })).toBeInTheDocument();
    });
  });
});
