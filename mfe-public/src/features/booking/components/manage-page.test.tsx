import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES } from 'shared-data/contract/booking';
import { freeSlots, managed, openDays, query, slotAt } from '../../../app/testing/booking-api';
import { renderPage } from '../../../app/testing/render-page';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { dayLabel } from './clinic-labels';

process.env.TZ = 'America/New_York';
jest.setTimeout(20_000);

let api: SiteApi;
afterEach(() => api.close());

const PATH = '/api/appointments/manage/tok3n';

describe('the manage link', () => {
  it('shows the booking and cancels it after a confirmation', async () => {
    let current = managed();
    api = await startSiteApi({
      [`GET ${PATH}`]: () => ok(current),
      [`DELETE ${PATH}`]: () => {
        current = { ...current, status: 'cancelled', changeable: false };
        return ok({ msg: BOOKING_MESSAGES.cancelled, appointment: current });
      },
    });
    const user = userEvent.setup();
    await renderPage('/book_appointment/manage/tok3n');
    expect(await screen.findByRole('heading', { name: 'Booking MV-7K3P9Q' })).toBeVisible();
    expect(screen.getByText('Consultation (30 minutes)')).toBeVisible();
    expect(screen.getByText('Simba (Dog)')).toBeVisible();
    expect(screen.getByText(/at 09:00 \(Nairobi time\)$/)).toBeVisible();
    expect(screen.getByRole('note', { name: 'Emergency line' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.to(`DELETE ${PATH}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel it' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(BOOKING_MESSAGES.cancelled)).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'This appointment is cancelled' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Move it' })).toBeNull();
  });

  it('moves it with the day and time picker, for the same doctor', async () => {
    const day = openDays()[5]!;
    let current = managed();
    let moved: unknown;
    api = await startSiteApi({
      [`GET ${PATH}`]: () => ok(current),
      'GET /api/appointments/holidays': ok([]),
      'GET /api/appointments/slots': (req) =>
        ok(freeSlots(query(req).get('from')!, { doctor: query(req).get('doctor')! })),
      [`PUT ${PATH}`]: (req) => {
        moved = JSON.parse(req.body);
        const start = (moved as { start: string }).start;
        current = { ...current, start, end: start };
        return ok({ msg: BOOKING_MESSAGES.moved, appointment: current });
      },
    });
    const user = userEvent.setup();
    await renderPage('/book_appointment/manage/tok3n');
    await user.click(await screen.findByRole('button', { name: 'Move it' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayLabel(day)}`) }));
    expect(await screen.findByText(`3 free times on ${dayLabel(day)}`)).toBeVisible();
    expect(api.to('GET /api/appointments/slots')[0]!.url).toContain('doctor=d1');
    await user.click(screen.getByRole('button', { name: `11:00 to 11:30 on ${dayLabel(day)}` }));
    await user.click(
      screen.getByRole('button', { name: /^Move to .* at 11:00 \(Nairobi time\)$/ }),
    );
    expect(await screen.findByText(BOOKING_MESSAGES.moved)).toBeVisible();
    expect(moved).toEqual({ start: slotAt(day, '11:00', 'd1').start });
    await waitFor(() =>
      expect(screen.getByText(/at 11:00 \(Nairobi time\)$/)).toHaveTextContent(dayLabel(day)),
    );
  });

  it('says when it is too late to change', async () => {
    api = await startSiteApi({
      [`GET ${PATH}`]: ok(managed({ changeable: false })),
    });
    await renderPage('/book_appointment/manage/tok3n');
    expect(
      await screen.findByText(BOOKING_MESSAGES.tooLateToChange, { exact: false }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move it' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel it' })).toBeNull();
  });

  it('says when the link is not valid', async () => {
    api = await startSiteApi({
      'GET /api/appointments/manage/forged': failure(404, BOOKING_MESSAGES.linkInvalid),
    });
    await renderPage('/book_appointment/manage/forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.linkInvalid);
    expect(screen.getAllByRole('link', { name: 'Book an appointment' })[0]).toHaveAttribute(
      'href',
      '/book_appointment',
    );
  });
});
