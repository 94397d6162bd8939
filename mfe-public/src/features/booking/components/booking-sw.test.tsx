import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingConfirmation } from 'shared-data';
import { clinicInstant, toClinicIso } from 'shared-data/contract/booking';
import { LocaleProvider, NotFoundPage, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import { OTHER_VISITOR, setupBookingApi, tokenOf } from '../../../app/testing/booking-api';
import sw from '../../../i18n/sw.json';

// The visitor's browser is in New York: every time must still read in Nairobi time.
process.env.TZ = 'America/New_York';

const server = setupBookingApi({ wanjiru: { fullname: 'Dr. Wanjiru Kamau', doctor: true } });
let days: string[];
beforeEach(async () => {
  days = await server.workingDays();
});

const at = (day: string, time: string) => toClinicIso(clinicInstant(day, time));

/** 'Jumanne, 3 Machi' for a clinic day, as Intl (sw-KE) words it. */
const swDay = (day: string) =>
  new Intl.DateTimeFormat('sw-KE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Africa/Nairobi',
  }).format(clinicInstant(day, '12:00'));

/** The page at `path` as a Kiswahili page shows it: each route inside the Kiswahili catalogue. */
async function renderInKiswahili(path: string) {
  const routes = remote.routes.map((route) => ({
    ...route,
    element: (
      <LocaleProvider locale="sw" messages={sw}>
        {route.element}
      </LocaleProvider>
    ),
  }));
  renderRemoteRoutes('public', { ...remote, routes }, path, {
    routes: <Route path="*" element={<NotFoundPage />} />,
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('booking in Kiswahili', () => {
  it('walks the steps in Kiswahili, with the days and times of Intl (sw-KE) on the 24-hour clock', async () => {
    const day = days[0]!;
    const user = userEvent.setup();
    await renderInKiswahili('/book_appointment');
    expect(screen.getByRole('heading', { level: 1, name: 'Weka miadi' })).toBeVisible();
    expect(document.title).toContain('Weka miadi');
    expect(screen.getByRole('note', { name: 'Simu ya dharura' })).toHaveTextContent(
      /^Dharura\? Usiweke miadi: tupigie simu sasa, saa 24, \+254/,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Hatua 1 kati ya 5: Mnyama na huduma',
    );
    expect(screen.getByRole('group', { name: 'Mnyama wako ni' })).toBeVisible();

    // The service before the pet: the question says so.
    const consult = await screen.findByRole('button', { name: /Consultation/ });
    expect(consult).toHaveTextContent('Dakika 30');
    await user.click(consult);
    expect(screen.getByRole('alert')).toHaveTextContent('Tafadhali chagua mnyama wako kwanza.');
    // The value sent stays the English of the species.
    await user.click(screen.getByRole('radio', { name: "Ng'ombe" }));
    await user.click(screen.getByRole('radio', { name: 'Mbwa' }));
    expect(screen.getByRole('radio', { name: 'Mbwa' })).toHaveAttribute('value', 'Dog');
    await user.click(consult);

    expect(
      await screen.findByRole('heading', { level: 2, name: /Chagua daktari/ }),
    ).toHaveTextContent('Hatua 2 kati ya 5');
    await user.click(await screen.findByRole('button', { name: /Daktari yeyote aliyepo/ }));

    await screen.findByRole('heading', { level: 2, name: /Chagua siku na saa/ });
    expect(screen.getByText(/^Mbwa · Consultation · Daktari yeyote aliyepo$/)).toBeVisible();
    expect(screen.getByText(/^Miadi ya mtandaoni inawekwa kuanzia /)).toBeVisible();
    const grid = screen.getByRole('grid', { name: /Chagua siku na saa/ });
    expect(within(grid).getAllByRole('columnheader')[3]).toHaveTextContent('Alhamisi');
    await user.click(within(grid).getByRole('button', { name: new RegExp(`^${swDay(day)}`) }));
    expect(
      await screen.findByText(`${swDay(day)}: nafasi 35 zilizo wazi`, {
        selector: '[role=status]',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Asubuhi' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Mchana' })).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: `09:00 hadi 09:30, ${swDay(day)} (daktari yeyote aliyepo)`,
      }),
    );

    await screen.findByRole('heading', { level: 2, name: /Maelezo yako/ });
    await user.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(await screen.findByText('Tafadhali weka jina la mnyama wako.')).toBeVisible();
    await user.type(screen.getByLabelText('Jina lako kamili'), 'Kamau Njenga');
    await user.type(screen.getByLabelText(/^Nambari ya simu/), '0722 123 456');
    await user.type(screen.getByLabelText('Jina la mnyama'), 'Simba');
    expect(
      screen.getByRole('checkbox', {
        name: 'Nitumie vikumbusho chanjo za mnyama wangu zinapokaribia',
      }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Endelea' }));

    await screen.findByRole('heading', { level: 2, name: /Kagua na uthibitishe/ });
    const year = day.slice(0, 4);
    expect(screen.getByText(`${swDay(day)} ${year} saa 09:00 (saa za Nairobi)`)).toBeVisible();
    expect(screen.getByText('Simba (Mbwa)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Thibitisha miadi' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Miadi yako imewekwa' }),
    ).toBeVisible();
    expect(screen.getByText('Nambari ya miadi')).toBeVisible();
    expect(
      screen.getByText('Ujumbe mfupi (SMS) wenye miadi yako unatumwa kwa +254 722 123 456.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iweke kwenye kalenda yako' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weka miadi nyingine' })).toBeVisible();
  });
});

describe('the manage link in Kiswahili', () => {
  let booking: BookingConfirmation;
  beforeEach(async () => {
    booking = await server.book({
      type: 'consultation',
      start: at(days[2]!, '09:00'),
      ...OTHER_VISITOR,
    });
  });

  it('shows the booking and asks before cancelling, in Kiswahili', async () => {
    const user = userEvent.setup();
    await renderInKiswahili(`/book_appointment/manage/${tokenOf(booking)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Miadi yako' })).toBeVisible();
    expect(document.title).toContain('Miadi yako');
    expect(
      await screen.findByRole('heading', { level: 2, name: `Miadi ${booking.reference}` }),
    ).toBeVisible();
    expect(screen.getByText('Imewekwa')).toBeVisible();
    expect(screen.getByText('Consultation (dakika 30)')).toBeVisible();
    const when = `${swDay(days[2]!)} ${days[2]!.slice(0, 4)} saa 09:00 (saa za Nairobi)`;
    expect(screen.getByText(when)).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Vikumbusho vya chanjo' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ghairi' }));
    expect(screen.getByText(`Ungependa kughairi miadi yako ya ${when}?`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ndiyo, ighairi' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hapana, ibaki' }));
    expect(screen.getByRole('button', { name: 'Badilisha muda' })).toBeVisible();
  });

  it('says when the link is not valid', async () => {
    // One character of a real link changed.
    const token = tokenOf(booking);
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    await renderInKiswahili(`/book_appointment/manage/${tampered}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kiungo hiki cha miadi si sahihi.');
    expect(screen.getAllByRole('link', { name: 'Weka miadi' })[0]).toBeVisible();
  });
});
