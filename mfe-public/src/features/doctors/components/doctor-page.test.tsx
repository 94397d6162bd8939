import { fireEvent, screen } from '@testing-library/react';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { doctors } from '../../../app/testing/fixtures';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';

let api: SiteApi;
afterEach(() => api.close());

describe('the doctor page', () => {
  it('loads the doctors when opened directly and shows avatar, name, role and background', async () => {
    api = await startSiteApi({ 'GET /api/auth/doctors': ok(doctors) });
    await renderPage('/doctor/d1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wanjiru Kamau' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Wanjiru Kamau' })).toHaveAttribute(
      'srcset',
      doctors[0]!.avatar_srcset,
    );
    expect(screen.getByText('Senior Veterinary Surgeon')).toBeVisible();
    expect(
      screen.getByText('Dr. Wanjiru Kamau earned her BVM at the University of Nairobi.'),
    ).toBeVisible();
    expect(screen.getByText('She runs the theatre.')).toBeVisible();
    expect(document.title).toContain('Wanjiru Kamau');
  });

  it('shows the name carried by the navigation while the list loads, then the doctor', async () => {
    api = await startSiteApi({ 'GET /api/auth/doctors': ok(doctors) });
    await renderPage({
      pathname: '/doctor/d2',
      state: { doctor_id: 'd2', doctor_name: 'David Otieno' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'David Otieno' })).toBeVisible();
    expect(screen.getByText("Loading the doctor's profile")).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Farm Animal Veterinarian')).toBeVisible();
    // No photo: initials stand in, named for screen readers.
    expect(screen.getByRole('img', { name: 'David Otieno' })).toHaveTextContent('DO');
    // No background: the card text is shown instead.
    expect(screen.getByText('David looks after dairy herds.')).toBeVisible();
  });

  it('shows the not-found page for an unknown id', async () => {
    api = await startSiteApi({ 'GET /api/auth/doctors': ok(doctors) });
    await renderPage('/doctor/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry !' })).toBeVisible();
    expect(screen.getByText('The requested page was not found')).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let up = false;
    api = await startSiteApi({
      'GET /api/auth/doctors': () => (up ? ok(doctors) : failure(500, 'Doctors down')),
    });
    await renderPage('/doctor/d1');
    expect(await screen.findByText("This doctor's profile could not be loaded.")).toBeVisible();
    expect(await screen.findByText('Doctors down')).toBeVisible(); // the red toast
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wanjiru Kamau' })).toBeVisible();
  });
});

describe("the doctor page's booking button", () => {
  it('reads as text of its own and books with this doctor chosen', async () => {
    api = await startSiteApi({ 'GET /api/auth/doctors': ok(doctors) });
    await renderPage('/doctor/d1');
    const book = await screen.findByRole('link', {
      name: 'Book an appointment with Wanjiru Kamau',
    });
    expect(book).toHaveAttribute('href', '/book_appointment?doctor=d1');
    // A prose link rule once painted the text in the button's own background colour.
    const style = getComputedStyle(book);
    expect(style.color).not.toBe('');
    expect(style.color).not.toBe(style.backgroundColor);
  });
});

describe('the doctor page in Kiswahili', () => {
  it('shows the doctor with the booking button and title in Kiswahili', async () => {
    api = await startSiteApi({ 'GET /api/auth/doctors': ok(doctors) });
    await renderPageInSwahili('/doctor/d1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wanjiru Kamau' })).toBeVisible();
    expect(document.title).toContain('Wanjiru Kamau');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Wanjiru Kamau, Senior Veterinary Surgeon katika kliniki yetu ya wanyama, Nairobi\./,
    );
    expect(screen.getByRole('link', { name: 'Weka miadi na Wanjiru Kamau' })).toHaveTextContent(
      /^Weka miadi/,
    );
  });

  it('says in Kiswahili that the profile loads, then that it could not be loaded', async () => {
    api = await startSiteApi({ 'GET /api/auth/doctors': failure(500, 'Doctors down') });
    await renderPageInSwahili({
      pathname: '/doctor/d2',
      state: { doctor_id: 'd2', doctor_name: 'David Otieno' },
    });
    expect(screen.getByText('Inapakia wasifu wa daktari')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Wasifu wa daktari huyu haukuweza kupakiwa.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeVisible();
  });
});
