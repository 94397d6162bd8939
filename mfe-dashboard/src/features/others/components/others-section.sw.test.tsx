// The Kiswahili versions of the counters and promises (docs/behaviour.md#content-in-both-languages).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Counter, PromiseCard } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast } from 'shared-ui/testing';
import { apiRoutes, renderDashboard, type Routes } from '../../../app/testing/render-dashboard';

const NOTE = 'No Kiswahili yet: Kiswahili pages show the English.';

const CLIENTS: Counter = {
  id: 'k1',
  title: 'Happy clients',
  title_sw: 'Wateja wenye furaha',
  content: 1200,
};
const YEARS: Counter = { id: 'k2', title: 'Years of service', title_sw: null, content: 15 };
const CARE: PromiseCard = {
  id: 'p1',
  title: 'Gentle care',
  title_sw: 'Huduma ya upole',
  content: 'Every animal is handled calmly.',
  content_sw: 'Kila mnyama hushughulikiwa kwa utulivu.',
  image: null,
  image_srcset: null,
};
const HOURS: PromiseCard = {
  id: 'p2',
  title: 'Emergency hours',
  title_sw: 'Saa za dharura',
  content: 'Someone answers day and night.',
  content_sw: null,
  image: null,
  image_srcset: null,
};

describe('the Others section in two languages', () => {
  const api = setupTestApi();

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

  describe('counters', () => {
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Counter' }));

    it('shows the English and Kiswahili titles side by side, the Kiswahili one lang="sw"', async () => {
      serve([CLIENTS], []);
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Counter' }));
      const modal = within(dialog('Create Counter'));
      const english = modal.getByRole('textbox', { name: 'Title (English)' });
      const swahili = modal.getByRole('textbox', { name: 'Title (Kiswahili)' });
      expect(english).not.toHaveAttribute('lang');
      expect(swahili).toHaveAttribute('lang', 'sw');
      expect(swahili).toHaveAttribute('maxLength', '200');
      // The note comes once there is English to show instead, and goes once there is Kiswahili.
      expect(modal.queryByText(NOTE)).not.toBeInTheDocument();
      await userEvent.type(english, 'Vaccinations');
      expect(swahili).toHaveAccessibleDescription(NOTE);
      await userEvent.type(swahili, 'Chanjo');
      expect(modal.queryByText(NOTE)).not.toBeInTheDocument();
      expect(swahili).not.toHaveAccessibleDescription(NOTE);
    });

    it('creates a counter with its Kiswahili title', async () => {
      serve([], [], {
        'POST others/counters/create': () => ({
          status: 200,
          body: { data: [{ id: 'k3', title: 'Vaccinations', title_sw: 'Chanjo', content: 40 }] },
        }),
      });
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Counter' }));
      const modal = within(dialog('Create Counter'));
      await userEvent.type(modal.getByLabelText('Title (English)'), 'Vaccinations');
      await userEvent.type(modal.getByLabelText('Title (Kiswahili)'), ' Chanjo ');
      await userEvent.type(modal.getByLabelText('Value'), '40');
      await save();
      await expectDialogClosed('Create Counter');
      expect(JSON.parse(api.to('others/counters/create')[0]?.body ?? '')).toEqual({
        title: 'Vaccinations',
        title_sw: 'Chanjo',
        content: 40,
      });
    });

    it('marks a counter without a Kiswahili title, and the mark goes once it has one', async () => {
      serve([CLIENTS, YEARS], [], {
        'PUT others/counters/update': () => ({
          status: 200,
          body: { data: [CLIENTS, { ...YEARS, title_sw: 'Miaka ya huduma' }] },
        }),
      });
      await show();
      await screen.findByText('15+ Years of service');
      expect(within(counterCard('Years of service')).getByText('Kiswahili missing')).toBeVisible();
      expect(within(counterCard('Happy clients')).queryByText(/Kiswahili/)).not.toBeInTheDocument();

      await userEvent.click(
        within(counterCard('Years of service')).getByRole('button', { name: 'Update' }),
      );
      const modal = within(dialog('Update Counter'));
      const swahili = modal.getByLabelText('Title (Kiswahili)');
      expect(swahili).toHaveValue('');
      expect(swahili).toHaveAccessibleDescription(NOTE);
      await userEvent.type(swahili, 'Miaka ya huduma');
      await save();
      await expectToast('Counter saved successfully', 'success');
      await expectDialogClosed('Update Counter');
      expect(JSON.parse(api.to('others/counters/update')[0]?.body ?? '')).toEqual({
        id: 'k2',
        title: 'Years of service',
        title_sw: 'Miaka ya huduma',
        content: 15,
      });
      expect(within(counterCard('Years of service')).queryByText('Kiswahili missing')).toBeNull();
    });

    it("sends '' for a Kiswahili title cleared, which removes it", async () => {
      serve([CLIENTS], [], {
        'PUT others/counters/update': () => ({
          status: 200,
          body: { data: [{ ...CLIENTS, title_sw: null }] },
        }),
      });
      await show();
      await screen.findByText('1200+ Happy clients');
      await userEvent.click(
        within(counterCard('Happy clients')).getByRole('button', { name: 'Update' }),
      );
      const modal = within(dialog('Update Counter'));
      expect(modal.getByLabelText('Title (Kiswahili)')).toHaveValue('Wateja wenye furaha');
      await userEvent.clear(modal.getByLabelText('Title (Kiswahili)'));
      await save();
      await expectDialogClosed('Update Counter');
      expect(JSON.parse(api.to('others/counters/update')[0]?.body ?? '')).toEqual({
        id: 'k1',
        title: 'Happy clients',
        title_sw: '',
        content: 1200,
      });
      expect(within(counterCard('Happy clients')).getByText('Kiswahili missing')).toBeVisible();
    });
  });

  describe('promises', () => {
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Promise' }));

    it('creates a promise with its Kiswahili title and text in the multipart body', async () => {
      serve([], [], {
        'POST others/promise/create': () => ({ status: 200, body: { data: [CARE] } }),
      });
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Promise' }));
      const modal = within(dialog('Create Promise'));
      expect(modal.getByRole('textbox', { name: 'Content (Kiswahili)' })).toHaveAttribute(
        'lang',
        'sw',
      );
      await userEvent.type(modal.getByLabelText('Title (English)'), CARE.title);
      await userEvent.type(modal.getByLabelText('Title (Kiswahili)'), CARE.title_sw!);
      await userEvent.type(modal.getByLabelText('Content (English)'), CARE.content);
      await userEvent.type(modal.getByLabelText('Content (Kiswahili)'), CARE.content_sw!);
      await save();
      await expectDialogClosed('Create Promise');
      const sent = api.to('others/promise/create')[0]?.body;
      expect(sent).toContain(`name="title_sw"\r\n\r\n${CARE.title_sw}\r\n`);
      expect(sent).toContain(`name="content_sw"\r\n\r\n${CARE.content_sw}\r\n`);
      expect(within(promiseCard('Gentle care')).queryByText(/Kiswahili/)).toBeNull();
    });

    it('leaves the Kiswahili out of a new promise that has none', async () => {
      serve([], [], {
        'POST others/promise/create': () => ({ status: 200, body: { data: [HOURS] } }),
      });
      await show();
      await userEvent.click(await screen.findByRole('button', { name: 'Add A Promise' }));
      await userEvent.type(
        within(dialog('Create Promise')).getByLabelText('Title (English)'),
        'Emergency hours',
      );
      await save();
      await expectDialogClosed('Create Promise');
      expect(api.to('others/promise/create')[0]?.body).not.toContain('_sw"');
    });

    it("marks what a promise lacks in Kiswahili; clearing a Kiswahili text sends ''", async () => {
      serve([], [CARE, HOURS], {
        'PUT others/promise/update': () => ({
          status: 200,
          body: { data: [{ ...CARE, title_sw: null, content_sw: null }, HOURS] },
        }),
      });
      await show();
      await within(part('Promises')).findByRole('heading', { name: 'Emergency hours' });
      expect(
        within(promiseCard('Emergency hours')).getByText('Kiswahili missing: text'),
      ).toBeVisible();
      expect(within(promiseCard('Gentle care')).queryByText(/Kiswahili/)).toBeNull();

      await userEvent.click(
        within(promiseCard('Gentle care')).getByRole('button', { name: 'Update' }),
      );
      const modal = within(dialog('Update Promise'));
      expect(modal.getByLabelText('Title (Kiswahili)')).toHaveValue(CARE.title_sw);
      expect(modal.getByLabelText('Content (Kiswahili)')).toHaveValue(CARE.content_sw);
      await userEvent.clear(modal.getByLabelText('Title (Kiswahili)'));
      await userEvent.clear(modal.getByLabelText('Content (Kiswahili)'));
      expect(modal.getByLabelText('Content (Kiswahili)')).toHaveAccessibleDescription(
        expect.stringContaining(NOTE),
      );
      await save();
      await expectDialogClosed('Update Promise');
      const sent = api.to('others/promise/update')[0]?.body;
      expect(sent).toContain('name="title_sw"\r\n\r\n\r\n');
      expect(sent).toContain('name="content_sw"\r\n\r\n\r\n');
      expect(within(promiseCard('Gentle care')).getByText('Kiswahili missing')).toBeVisible();
    });
  });
});
