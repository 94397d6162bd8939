import { screen, within } from '@testing-library/react';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { staff } from '../../../app/testing/fixtures';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';

let api: SiteApi;
afterEach(() => api.close());

const section = (name: string) => screen.getByRole('region', { name });

describe('the about page', () => {
  it('has every section of the about page and the staff from the API', async () => {
    api = await startSiteApi({ 'GET /api/auth/staff/': ok(staff) });
    await renderPage('/about_us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const name of [
      'Who We Are',
      'Our Mission',
      'Our Vision',
      'The Staff',
      'Awards & Accolades',
      'The Gallery',
      'The CSR',
      'Our Policy Documents',
    ])
      expect(section(name)).toBeInTheDocument();
    expect(
      within(section('Our Vision'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Customer satisfaction',
      'Continuous learning and improvement',
      'High quality and reliability',
      'Transparency and accountability',
    ]);
    expect(
      within(section('Awards & Accolades')).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
    expect(
      within(section('The CSR')).getByText(/Undergraduates are taken from June to September/),
    ).toBeVisible();
    expect(
      within(section('The CSR')).getByRole('link', { name: 'info@mifugovet.co.ke' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:info@mifugovet\.co\.ke/));
    const documents = within(section('Our Policy Documents')).getAllByRole('link');
    expect(documents.map((link) => link.textContent)).toEqual([
      'Boarding admission form',
      'Boarding policy',
    ]);

    const team = section('The Staff');
    const photo = await within(team).findByRole('img', { name: 'Grace Mwende Mutua' });
    expect(photo).toHaveAttribute('width', '350');
    expect(photo).toHaveAttribute('height', '300');
    expect(within(team).getByText('Companion Animal Veterinarian')).toBeVisible();
    expect(within(team).getByRole('img', { name: 'Peter Njoroge' })).toHaveTextContent('PN');
    expect(api.to('GET /api/auth/staff/')).toHaveLength(1);
  });

  it('says when there are no staff to show', async () => {
    api = await startSiteApi({ 'GET /api/auth/staff/': ok([]) });
    await renderPage('/about_us');
    expect(await screen.findByText('Our team will be introduced here soon.')).toBeVisible();
  });

  it('says when the staff could not be loaded, the rest of the page intact', async () => {
    api = await startSiteApi({ 'GET /api/auth/staff/': failure(500, 'Staff list unavailable') });
    await renderPage('/about_us');
    expect(await screen.findByText('The staff could not be loaded.')).toBeVisible();
    expect(await screen.findByText('Staff list unavailable')).toBeVisible();
    expect(section('The Gallery')).toBeInTheDocument();
  });

  it("introduces the people, not the site's administration login, and links to doctors' pages", async () => {
    const administrator = {
      ...staff[1]!,
      _id: 'a1',
      fullname: 'Administrator',
      role: 'Administrator',
      isAdmin: true,
    };
    const noRole = { ...staff[1]!, _id: 's3', fullname: 'Amina Hassan', role: ' ' };
    const waiting = {
      ...staff[1]!,
      _id: 's4',
      fullname: 'Brian Kiptoo',
      status: 'PENDING' as const,
    };
    const manager = {
      ...staff[1]!,
      _id: 's5',
      fullname: 'Joyce Achieng',
      role: 'Practice Manager',
      isAdmin: true,
      description: 'Joyce runs the front desk.',
    };
    api = await startSiteApi({
      'GET /api/auth/staff/': ok([...staff, administrator, noRole, waiting, manager]),
    });
    await renderPage('/about_us');
    const team = section('The Staff');
    await within(team).findByRole('img', { name: 'Grace Mwende Mutua' });
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Grace Mwende Mutua', 'Peter Njoroge', 'Joyce Achieng']);
    expect(within(team).queryByText('Administrator')).not.toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Grace Mwende Mutua' })).toHaveAttribute(
      'href',
      '/doctor/s1',
    );
    expect(within(team).queryByRole('link', { name: 'Peter Njoroge' })).not.toBeInTheDocument();
  });
});

describe('the about page in Kiswahili', () => {
  it('has its title, sections, values, documents and staff in Kiswahili', async () => {
    api = await startSiteApi({ 'GET /api/auth/staff/': ok(staff) });
    await renderPageInSwahili('/about_us');
    expect(screen.getByRole('heading', { level: 1, name: 'Kuhusu sisi' })).toBeVisible();
    expect(document.title).toContain('Kuhusu sisi');
    // The years are written as they are, not grouped.
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /tangu 1992, iliyosajiliwa kama kampuni mwaka 2000\./,
    );
    for (const name of ['Sisi ni nani', 'Dhamira yetu', 'Dira yetu', 'Picha', 'Tuzo na heshima'])
      expect(section(name)).toBeInTheDocument();
    expect(
      within(section('Dira yetu'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Kuridhika kwa wateja',
      'Kujifunza na kuboresha kila wakati',
      'Ubora wa hali ya juu na kutegemewa',
      'Uwazi na uwajibikaji',
    ]);
    expect(
      within(section('Huduma kwa jamii (CSR)')).getByText('Ulezi wa kitaaluma:'),
    ).toBeVisible();
    expect(
      within(section('Huduma kwa jamii (CSR)')).getByRole('link', { name: 'info@mifugovet.co.ke' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:info@mifugovet\.co\.ke/));
    expect(
      within(section('Nyaraka zetu za sera'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fomu ya kulaza mnyama', 'Sera ya malazi ya wanyama']);
    const team = section('Wafanyakazi wetu');
    expect(await within(team).findByRole('img', { name: 'Grace Mwende Mutua' })).toBeVisible();
  });

  it('says in Kiswahili when the staff could not be loaded', async () => {
    api = await startSiteApi({ 'GET /api/auth/staff/': failure(500, 'Staff list unavailable') });
    await renderPageInSwahili('/about_us');
    const team = section('Wafanyakazi wetu');
    expect(
      await within(team).findByText('Orodha ya wafanyakazi haikuweza kupakiwa.'),
    ).toBeVisible();
    expect(within(team).getByRole('button', { name: 'Jaribu tena' })).toBeVisible();
  });
});
