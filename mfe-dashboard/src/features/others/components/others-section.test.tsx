// Long on purpose: counters and promises share one section, so their screens are tested together.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadProgressed, type Counter, type PromiseCard } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { chooseNonImage, expectDialogClosed, expectToast, stubObjectUrls } from 'shared-ui/testing';
import { apiRoutes, renderDashboard, type Routes } from '../../../app/testing/render-dashboard';

const CLIENTS: Counter = { id: 'k1', title: 'Happy clients', content: 1200 };
const YEARS: Counter = { id: 'k2', title: 'Years of service', content: 15 };
const CARE: PromiseCard = {
  id: 'p1',
  title: 'Gentle care',
  content: 'Every animal is handled calmly.',
  image: '/uploads/care-960.webp',
  image_srcset: null,
};
const HOURS: PromiseCard = {
  id: 'p2',
  title: 'Emergency hours',
  content: 'Someone answers day and night.',
  image: null,
  image_srcset: null,
};

const png = (name = 'promise.png') => new File(['PNGDATA'], name, { type: 'image/png' });

describe('the Others section (/dashboard/others)', () => {
  const api = setupTestApi();
  stubObjectUrls();

  const serve = (counters: Counter[], promises: PromiseCard[], more: Routes = {}) => {
    api.answer = apiRoutes({
      'GET others/counters/': () => ({ status: 200, body: { data: counters } }),
      'GET others/promise/': () => ({ status: 200, body: { data: promises } }),
      ...more,
    });
  };
  const show = async () => {
    const view = renderDashboard('/dashboard/others', api.base);
    await screen.findByRole('heading', { level: 1, name: 'Others' });
    return view;
  };
  const part = (name: 'Counters' | 'Promises') => screen.getByRole('region', { name });
  const counterCard = (title: string) =>
    within(part('Counters'))
      .getByText(title, { ignore: '.visually-hidden' })
      .closest('li') as HTMLElement;
  const promiseCard = (title: string) =>
    within(part('Promises'))
      .getByRole('heading', { level: 3, name: title })
      .closest('li') as HTMLElement;
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  it('shows the counters and the promise cards under their own headings', async () => {
    serve([CLIENTS, YEARS], [CARE, HOURS]);
    await show();
    expect(await screen.findByText('1200+ Happy clients')).toBeInTheDocument();
    expect(screen.getByText('15+ Years of service')).toBeInTheDocument();
    expect(
      within(part('Counters')).getByRole('heading', { level: 2, name: 'Counters' }),
    ).toBeInTheDocument();
    expect(
      within(counterCard('Happy clients')).getByRole('button', { name: 'Update' }),
    ).toBeInTheDocument();
    expect(
      within(part('Counters')).getByRole('button', { name: 'Add A Counter' }),
    ).toBeInTheDocument();

    await within(part('Promises')).findByRole('heading', { level: 3, name: 'Gentle care' });
    expect(within(promiseCard('Gentle care')).getByText(CARE.content)).toBeInTheDocument();
    expect(
      within(promiseCard('Gentle care')).getByRole('img', {
        name: "Picture for the promise 'Gentle care'",
      }),
    ).toHaveAttribute('src', '/uploads/care-960.webp');
    expect(within(promiseCard('Emergency hours')).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(promiseCard('Emergency hours')).getByRole('button', { name: 'Update' }),
    ).toBeInTheDocument();
    expect(
      within(part('Promises')).getByRole('button', { name: 'Add A Promise' }),
    ).toBeInTheDocument();
  });

  it("says 'No Counters Found' and 'No promises Found' when there are none", async () => {
    serve([], []);
    await show();
    expect(await within(part('Counters')).findByText('No Counters Found')).toBeInTheDocument();
    expect(await within(part('Promises')).findByText('No promises Found')).toBeInTheDocument();
  });

  it("shows each failed load with the server's msg and loads it again on Try again", async () => {
    let calls = 0;
    api.answer = apiRoutes({
      'GET others/counters/': () =>
        ++calls === 1
          ? { status: 503, body: { status: 503, msg: 'Counters are resting' } }
          : { status: 200, body: { data: [CLIENTS] } },
      'GET others/promise/': () => ({ status: 200, body: { data: [CARE] } }),
    });
    const { kit } = await show();
    await expectToast('Counters are resting', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_COUNTERS_FAIL');
    expect(
      within(part('Counters')).getByText('The counters could not be loaded.'),
    ).toBeInTheDocument();
    await within(part('Promises')).findByRole('heading', { name: 'Gentle care' });
    await userEvent.click(within(part('Counters')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1200+ Happy clients')).toBeInTheDocument();
  });

  it('fails the promises on their own, RETRIVING_PROMISES_FAIL', async () => {
    api.answer = apiRoutes({
      'GET others/counters/': () => ({ status: 200, body: { data: [CLIENTS] } }),
      'GET others/promise/': () => ({
        status: 500,
        body: { status: 500, msg: 'Promises could not be read' },
      }),
    });
    const { kit } = await show();
    await expectToast('Promises could not be read', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_PROMISES_FAIL');
    expect(within(part('Promises')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('1200+ Happy clients')).toBeInTheDocument();
  });

  describe('counters', () => {
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Counter' }));

    it('wants a title and a numeric value, and sends nothing otherwise', async () => {
      serve([CLIENTS], []);
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Counter' }));
      const modal = dialog('Create Counter');
      const value = within(modal).getByLabelText('Value');
      expect(value).toHaveAttribute('type', 'number');
      await userEvent.type(within(modal).getByLabelText('Title'), 'Vaccinations');
      await userEvent.type(value, 'many');
      await save();
      expect(value).toHaveAccessibleDescription(
        expect.stringContaining('Enter the value as a number'),
      );
      expect(value).toHaveFocus();
      await userEvent.type(value, '-3');
      await save();
      expect(value).toHaveAccessibleDescription(
        expect.stringContaining('The value must be a number of 0 or more'),
      );
      await userEvent.clear(within(modal).getByLabelText('Title'));
      await userEvent.clear(value);
      await userEvent.type(value, '40');
      await save();
      expect(within(modal).getByLabelText('Title')).toHaveAccessibleDescription('Enter a title');
      expect(api.to('others/counters/create')).toHaveLength(0);
    });

    it('creates a counter with JSON { title, content }, busy meanwhile, then shows the new list', async () => {
      const held = gate();
      serve([CLIENTS], [], {
        'POST others/counters/create': async () => {
          await held.promise;
          return {
            status: 200,
            body: { data: [CLIENTS, { id: 'k3', title: 'Vaccinations', content: 4000 }] },
          };
        },
      });
      const { kit } = await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Counter' }));
      const modal = dialog('Create Counter');
      await userEvent.type(within(modal).getByLabelText('Title'), 'Vaccinations');
      await userEvent.type(within(modal).getByLabelText('Value'), '4000');
      await save();
      expect(within(modal).getByRole('button', { name: 'Processing ...' })).toBeDisabled();
      expect(within(modal).getByLabelText('Title')).toBeDisabled();
      held.open();

      await expectToast('Counter saved successfully', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('CREATING_COUNTERS_SUCCESS');
      await expectDialogClosed('Create Counter');
      expect(screen.getByText('4000+ Vaccinations')).toBeInTheDocument();
      const [sent] = api.to('others/counters/create');
      expect(sent?.method).toBe('POST');
      expect(sent?.headers.authorization).toBe('Bearer test-access-token');
      expect(JSON.parse(sent?.body ?? '')).toEqual({ title: 'Vaccinations', content: 4000 });
    });

    it('updates a counter from its own values with PUT { id, title, content }', async () => {
      serve([CLIENTS, YEARS], [], {
        'PUT others/counters/update': () => ({
          status: 200,
          body: { data: [CLIENTS, { ...YEARS, content: 16 }] },
        }),
      });
      const { kit } = await show();
      await screen.findByText('15+ Years of service');
      await userEvent.click(
        within(counterCard('Years of service')).getByRole('button', { name: 'Update' }),
      );
      const modal = dialog('Update Counter');
      expect(within(modal).getByLabelText('Title')).toHaveValue('Years of service');
      expect(within(modal).getByLabelText('Value')).toHaveValue(15);
      await userEvent.clear(within(modal).getByLabelText('Value'));
      await userEvent.type(within(modal).getByLabelText('Value'), '16');
      await save();
      await expectToast('Counter saved successfully', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('UPDATING_COUNTERS_SUCCESS');
      await expectDialogClosed('Update Counter');
      expect(screen.getByText('16+ Years of service')).toBeInTheDocument();
      const [sent] = api.to('others/counters/update');
      expect(sent?.method).toBe('PUT');
      expect(JSON.parse(sent?.body ?? '')).toEqual({
        id: 'k2',
        title: 'Years of service',
        content: 16,
      });

      // Add A Counter then starts empty.
      await userEvent.click(screen.getByRole('button', { name: 'Add A Counter' }));
      expect(within(dialog('Create Counter')).getByLabelText('Title')).toHaveValue('');
    });

    it('keeps the modal and the values when the server refuses, with its msg in red', async () => {
      serve([CLIENTS], [], {
        'POST others/counters/create': () => ({
          status: 400,
          body: { status: 400, msg: 'content must be a number' },
        }),
      });
      const { kit } = await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Counter' }));
      const modal = dialog('Create Counter');
      await userEvent.type(within(modal).getByLabelText('Title'), 'Vaccinations');
      await userEvent.type(within(modal).getByLabelText('Value'), '4000');
      await save();
      await expectToast('content must be a number', 'error');
      expect(kit.store.getState().notices.error?.id).toBe('CREATING_COUNTERS_FAIL');
      expect(dialog('Create Counter')).toBeInTheDocument();
      expect(within(modal).getByLabelText('Title')).toHaveValue('Vaccinations');
      expect(within(modal).getByLabelText('Value')).toHaveValue(4000);
      expect(within(modal).getByLabelText('Title')).toBeEnabled();
    });
  });

  describe('promises', () => {
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Promise' }));

    it('creates a promise as multipart with its image and a progress bar, then shows it', async () => {
      const held = gate();
      const NEW: PromiseCard = {
        id: 'p3',
        title: 'Clear prices',
        content: 'You know the cost before we start.',
        image: '/uploads/prices-960.webp',
        image_srcset: null,
      };
      serve([], [CARE], {
        'POST others/promise/create': async () => {
          await held.promise;
          return { status: 200, body: { data: [CARE, NEW] } };
        },
      });
      const { kit } = await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Promise' }));
      const modal = dialog('Create Promise');
      await userEvent.type(within(modal).getByLabelText('Title'), 'Clear prices');
      await userEvent.type(within(modal).getByLabelText('Content'), NEW.content);
      expect(within(modal).getByText(`${NEW.content.length}/5000`)).toBeInTheDocument();
      await userEvent.upload(within(modal).getByLabelText('Image'), png('prices.png'));
      expect(within(modal).getByRole('img', { name: 'Preview of prices.png' })).toBeInTheDocument();
      await save();

      expect(within(modal).getByRole('button', { name: 'Processing ...' })).toBeDisabled();
      expect(within(modal).getByLabelText('Content')).toBeDisabled();
      const bar = within(modal).getByRole('progressbar', { name: 'Uploading' });
      act(() => {
        kit.store.dispatch(uploadProgressed({ operation: 'CREATING_PROMISE', fraction: 0.75 }));
      });
      expect(bar).toHaveAttribute('aria-valuenow', '75');
      held.open();

      await expectToast('Promise saved successfully', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('CREATING_PROMISE_SUCCESS');
      await expectDialogClosed('Create Promise');
      expect(
        within(part('Promises')).getByRole('heading', { name: 'Clear prices' }),
      ).toBeInTheDocument();
      const [sent] = api.to('others/promise/create');
      expect(sent?.method).toBe('POST');
      expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent?.body).toContain('name="title"\r\n\r\nClear prices');
      expect(sent?.body).toContain(`name="content"\r\n\r\n${NEW.content}`);
      expect(sent?.body).toContain('name="image"; filename="prices.png"');
      expect(sent?.body).not.toContain('name="id"');
    });

    it('refuses a file that is not an image before sending; the image itself is optional', async () => {
      serve([], [], {
        'POST others/promise/create': () => ({
          status: 200,
          body: { data: [{ ...HOURS, id: 'p9' }] },
        }),
      });
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Promise' }));
      const modal = dialog('Create Promise');
      await userEvent.type(within(modal).getByLabelText('Title'), 'Emergency hours');
      await chooseNonImage(within(modal).getByLabelText('Image'));
      await save();
      expect(within(modal).getByRole('alert')).toHaveTextContent('Choose an image file');
      expect(within(modal).getByLabelText('Image')).toHaveFocus();
      expect(api.to('others/promise/create')).toHaveLength(0);

      // Without the title nothing goes either.
      await userEvent.clear(within(modal).getByLabelText('Title'));
      await userEvent.upload(within(modal).getByLabelText('Image'), png());
      await save();
      expect(within(modal).getByLabelText('Title')).toHaveAccessibleDescription('Enter a title');
      expect(api.to('others/promise/create')).toHaveLength(0);

      // No image at all is fine.
      await userEvent.type(within(modal).getByLabelText('Title'), 'Emergency hours');
      await userEvent.keyboard('{Escape}');
      await expectDialogClosed('Create Promise');
      await userEvent.click(screen.getByRole('button', { name: 'Add A Promise' }));
      await userEvent.type(
        within(dialog('Create Promise')).getByLabelText('Title'),
        'Emergency hours',
      );
      await save();
      await expectToast('Promise saved successfully', 'success');
      expect(api.to('others/promise/create')[0]?.body).not.toContain('name="image"');
    });

    it('updates a promise from its own text with PUT multipart carrying its id', async () => {
      serve([], [CARE, HOURS], {
        'PUT others/promise/update': () => ({
          status: 200,
          body: { data: [CARE, { ...HOURS, content: 'A vet answers day and night.' }] },
        }),
      });
      const { kit } = await show();
      await within(part('Promises')).findByRole('heading', { name: 'Emergency hours' });
      await userEvent.click(
        within(promiseCard('Emergency hours')).getByRole('button', { name: 'Update' }),
      );
      const modal = dialog('Update Promise');
      expect(within(modal).getByLabelText('Title')).toHaveValue('Emergency hours');
      expect(within(modal).getByLabelText('Content')).toHaveValue(HOURS.content);
      await userEvent.clear(within(modal).getByLabelText('Content'));
      await userEvent.type(within(modal).getByLabelText('Content'), 'A vet answers day and night.');
      await save();
      await expectToast('Promise saved successfully', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('UPDATING_PROMISE_SUCCESS');
      await expectDialogClosed('Update Promise');
      expect(
        within(promiseCard('Emergency hours')).getByText('A vet answers day and night.'),
      ).toBeInTheDocument();
      const [sent] = api.to('others/promise/update');
      expect(sent?.method).toBe('PUT');
      expect(sent?.body).toContain('name="id"\r\n\r\np2');
      expect(sent?.body).toContain('name="title"\r\n\r\nEmergency hours');
      expect(sent?.body).toContain('name="content"\r\n\r\nA vet answers day and night.');
      expect(sent?.body).not.toContain('name="image"');
    });

    it('keeps the modal and what was typed when the server refuses, with its msg in red', async () => {
      serve([], [CARE], {
        'PUT others/promise/update': () => ({
          status: 404,
          body: { status: 404, msg: 'The promise was not found' },
        }),
      });
      const { kit } = await show();
      await within(part('Promises')).findByRole('heading', { name: 'Gentle care' });
      await userEvent.click(
        within(promiseCard('Gentle care')).getByRole('button', { name: 'Update' }),
      );
      const modal = dialog('Update Promise');
      await userEvent.type(within(modal).getByLabelText('Title'), ', always');
      await userEvent.upload(within(modal).getByLabelText('Image'), png('calm.png'));
      await save();
      await expectToast('The promise was not found', 'error');
      expect(kit.store.getState().notices.error?.id).toBe('UPDATING_PROMISE_FAIL');
      expect(within(modal).getByLabelText('Title')).toHaveValue('Gentle care, always');
      expect(within(modal).getByRole('img', { name: 'Preview of calm.png' })).toBeInTheDocument();
      expect(within(modal).getByLabelText('Title')).toBeEnabled();
    });
  });
});
