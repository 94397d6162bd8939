import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { carouselItems, counters, doctors, promises } from '../../../app/testing/fixtures';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { HOME_TITLE } from './home-page';

const withData = {
  'GET /api/carousel/': ok(carouselItems),
  'GET /api/others/counters/': ok({ data: counters }),
  'GET /api/others/promise/': ok({ data: promises }),
  'GET /api/auth/doctors': ok(doctors),
};

let api: SiteApi;
afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the home page', () => {
  it('shows the carousel, counters, promises, partners and doctors from the API', async () => {
    api = await startSiteApi(withData);
    await renderPage('/');
    expect(screen.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeInTheDocument();
    expect(document.title).toContain(HOME_TITLE);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Kiambu Road/,
    );

    // Promises: image (at the server's widths), title, content and Get in touch -> /contact.
    const promiseSection = section('Our promise to you');
    await within(promiseSection).findByRole('heading', { name: 'Help at any hour' });
    expect(
      within(promiseSection).getByText('Our emergency line is open 24 hours a day.'),
    ).toBeVisible();
    const links = within(promiseSection).getAllByRole('link', { name: 'Get in touch' });
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/contact'));
    expect(promiseSection.querySelector('img')).toHaveAttribute(
      'srcset',
      '/uploads/p1-480.webp 480w, /uploads/p1-960.webp 960w',
    );

    // Doctors: avatar, fullname, role, description and Read More -> /doctor/{id}.
    const doctorSection = section('Our Veterinary Doctors');
    await within(doctorSection).findByRole('heading', { name: 'Wanjiru Kamau' });
    expect(within(doctorSection).getByRole('img', { name: 'Wanjiru Kamau' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(doctorSection).getByText('Senior Veterinary Surgeon')).toBeVisible();
    expect(within(doctorSection).getByText('David looks after dairy herds.')).toBeVisible();
    expect(
      within(doctorSection).getByRole('link', { name: 'Read More about David Otieno' }),
    ).toHaveAttribute('href', '/doctor/d2');

    // Counters: titles from the API.
    expect(within(section('Why the clinic?')).getByText('Animals treated')).toBeInTheDocument();

    // The carousel shows the uploads in index order, the first as the priority image.
    const slides = within(section('Highlights of the clinic')).getAllByRole('img', {
      hidden: true,
    });
    expect(slides.map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/slide-a-960.webp',
      '/uploads/slide-b-960.webp',
    ]);
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
    expect(slides[0]).toHaveAttribute('srcset', carouselItems[1]!.image_srcset);

    // The eight service cards and the partners strip.
    expect(within(section('Our Services')).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    // The compact grid: each service is one link tile to its page.
    const tiles = within(section('Our Services')).getAllByRole('link');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toHaveAttribute('href', '/animal_identification');
    expect(tiles[0]).toHaveAccessibleName('Animal Identification');
    // Each link's name is the text it shows (WCAG 2.5.3, label in name): the card text is
    // beside the link, not inside it.
    for (const tile of tiles) expect(tile).toHaveAccessibleName(tile.textContent ?? '');
    expect(within(section('Partner logos')).getAllByRole('img')).toHaveLength(6);
    expect(api.to('GET /api/auth/doctors')).toHaveLength(1);
  });

  it('shows the default image and 300 px placeholders until the data arrives', async () => {
    api = await startSiteApi(withData);
    // The first render, before any answer can have arrived.
    await renderPage('/');
    const carousel = section('Highlights of the clinic');
    const image = within(carousel).getByRole('img');
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/hero-default\.svg$/));
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '700');
    for (const name of ['Why the clinic?', 'Our promise to you']) {
      const box = within(section(name)).getByRole('status').parentElement!;
      expect(getComputedStyle(box).minHeight).toBe('300px');
      // Blank while loading: only the screen-reader status is there.
      expect(box).toHaveTextContent(/^Loading (figures|promises)$/);
    }
    await within(section('Our promise to you')).findByText('Help at any hour');
    const loaded = within(section('Why the clinic?')).getByRole('list').parentElement!;
    expect(getComputedStyle(loaded).minHeight).toBe('300px');
  });

  it('keeps the default image and says so when the lists are empty', async () => {
    api = await startSiteApi({
      'GET /api/carousel/': ok([]),
      'GET /api/others/counters/': ok({ data: [] }),
      'GET /api/others/promise/': ok({ data: [] }),
      'GET /api/auth/doctors': ok([]),
    });
    await renderPage('/');
    expect(await screen.findByText('Our doctors will be introduced here soon.')).toBeVisible();
    expect(await screen.findByText('Our figures will be shown here soon.')).toBeVisible();
    expect(await screen.findByText('Our promises will be shown here soon.')).toBeVisible();
    expect(within(section('Highlights of the clinic')).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/hero-default\.svg$/),
    );
  });

  it('reports failed lists with a retry, and a red notice, keeping the default image', async () => {
    let doctorsUp = false;
    api = await startSiteApi({
      'GET /api/carousel/': failure(500, 'Carousel store unavailable'),
      'GET /api/others/counters/': 'drop',
      'GET /api/others/promise/': failure(503, 'Try later'),
      'GET /api/auth/doctors': () => (doctorsUp ? ok(doctors) : failure(500, 'Doctors down')),
    });
    const { kit } = await renderPage('/');
    expect(await screen.findByText('The figures could not be loaded.')).toBeVisible();
    expect(await screen.findByText('The promises could not be loaded.')).toBeVisible();
    const doctorSection = section('Our Veterinary Doctors');
    await within(doctorSection).findByText('The doctors could not be loaded.');
    expect(within(section('Highlights of the clinic')).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/hero-default\.svg$/),
    );
    await waitFor(() => expect(kit.store.getState().notices.error).not.toBeNull());
    expect([
      'RETRIVING_CAROUSEL_FAIL',
      'RETRIVING_COUNTERS_FAIL',
      'RETRIVING_PROMISES_FAIL',
      'RETRIVING_DOCTORS_FAIL',
    ]).toContain(kit.store.getState().notices.error?.id);

    doctorsUp = true;
    fireEvent.click(within(doctorSection).getByRole('button', { name: 'Try again' }));
    expect(await within(doctorSection).findByText('Wanjiru Kamau')).toBeVisible();
  });
});

describe('the home page in motion', () => {
  it('counts up over 5 s then adds "+", advances the carousel every 5 s and pauses on hover', async () => {
    api = await startSiteApi(withData);
    const first = await renderPage('/');
    await within(section('Why the clinic?')).findByText('Animals treated');
    await within(section('Highlights of the clinic')).findByRole('group', { name: '1 of 2' });
    first.unmount();
    // Back on the home page with the data already loaded: from here the clock is ours.
    jest.useFakeTimers();
    await renderPage('/', first.kit);
    const values = () =>
      within(section('Why the clinic?'))
        .getAllByTestId('counter-value')
        .map((node) => node.textContent);
    act(() => jest.advanceTimersByTime(2500));
    const halfway = values().map(Number);
    expect(halfway[0]).toBeGreaterThan(0);
    expect(halfway[0]).toBeLessThan(25000);
    act(() => jest.advanceTimersByTime(2400));
    expect(values().some((value) => value?.endsWith('+'))).toBe(false);
    // One frame past the 5 s: the final figures with their '+'.
    act(() => jest.advanceTimersByTime(200));
    expect(values()).toEqual(['25000+', '5000+']);

    const carousel = section('Highlights of the clinic');
    const active = () =>
      within(carousel)
        .getByRole('group', { name: / of 2$/ })
        .getAttribute('aria-label');
    // The 5.1 s above moved it on once, at 5000 ms; the next move is due at 10000 ms.
    expect(active()).toBe('2 of 2');
    act(() => jest.advanceTimersByTime(4800));
    expect(active()).toBe('2 of 2');
    act(() => jest.advanceTimersByTime(200));
    expect(active()).toBe('1 of 2'); // wrapped around
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(15000));
    expect(active()).toBe('1 of 2');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(5000));
    expect(active()).toBe('2 of 2');

    // The partners strip moves left and stops under the pointer.
    const strip = section('Partner logos');
    expect(strip).toHaveAttribute('data-state', 'running');
    fireEvent.mouseEnter(strip);
    expect(strip).toHaveAttribute('data-state', 'paused');
    fireEvent.mouseLeave(strip);
    expect(strip).toHaveAttribute('data-state', 'running');
  });

  it('gives the 24-hour number in the introduction, as a tel: link', async () => {
    api = await startSiteApi(withData);
    await renderPage('/');
    const intro = screen.getByRole('heading', { level: 1, name: HOME_TITLE }).parentElement!;
    expect(within(intro).getByText(/emergency line is open 24 hours/)).toBeVisible();
    expect(within(intro).getByRole('link', { name: '+254 722 418 300' })).toHaveAttribute(
      'href',
      'tel:+254722418300',
    );
    // The number's link colour stays off the buttons beside it.
    const book = within(intro).getByRole('link', { name: 'Book an appointment' });
    expect(getComputedStyle(book).color).not.toBe(getComputedStyle(book).backgroundColor);
  });
});

describe('the home page in Kiswahili', () => {
  it('has its title, introduction, buttons and sections in Kiswahili', async () => {
    api = await startSiteApi(withData);
    await renderPageInSwahili('/');
    const title = 'Afya ya wanyama, kuogesha na malazi: huduma unayoweza kuamini';
    const heading = screen.getByRole('heading', { level: 1, name: title });
    expect(document.title).toContain(title);
    // The founding year as it is written, not grouped ('1,992').
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Kiambu Road, Nairobi, inayohudumia wanyama vipenzi na mifugo tangu 1992:/,
    );
    const intro = heading.parentElement!;
    expect(within(intro).getByText(/Simu yetu ya dharura hupokelewa saa 24/)).toBeVisible();
    expect(within(intro).getByRole('link', { name: '+254 722 418 300' })).toHaveAttribute(
      'href',
      'tel:+254722418300',
    );
    expect(within(intro).getByRole('link', { name: 'Weka miadi' })).toBeVisible();
    expect(within(intro).getByRole('link', { name: 'Huduma zetu' })).toBeVisible();

    const promises = section('Ahadi yetu kwako');
    await within(promises).findByRole('heading', { name: 'Help at any hour' });
    expect(within(promises).getAllByRole('link', { name: 'Wasiliana nasi' })).toHaveLength(2);
    const doctorSection = section('Madaktari wetu');
    expect(
      await within(doctorSection).findByRole('link', { name: 'Soma zaidi kuhusu David Otieno' }),
    ).toBeVisible();
    expect(within(section('Kwa nini sisi?')).getByText('Animals treated')).toBeInTheDocument();
    expect(
      within(section('Picha za kliniki yetu')).getAllByRole('img', { hidden: true }),
    ).not.toHaveLength(0);
    expect(within(section('Nembo za washirika')).getAllByRole('img')).toHaveLength(6);
    const tiles = within(section('Huduma zetu')).getAllByRole('link');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toHaveAccessibleName('Utambulisho wa mifugo');
  });

  it('says in Kiswahili when the lists could not be loaded', async () => {
    api = await startSiteApi({
      'GET /api/carousel/': ok([]),
      'GET /api/others/counters/': failure(500, 'Down'),
      'GET /api/others/promise/': ok({ data: [] }),
      'GET /api/auth/doctors': failure(500, 'Doctors down'),
    });
    await renderPageInSwahili('/');
    expect(await screen.findByText('Takwimu hazikuweza kupakiwa.')).toBeVisible();
    expect(await screen.findByText('Ahadi zetu zitaonyeshwa hapa hivi karibuni.')).toBeVisible();
    const doctorSection = section('Madaktari wetu');
    await within(doctorSection).findByText('Orodha ya madaktari haikuweza kupakiwa.');
    expect(within(doctorSection).getByRole('button', { name: 'Jaribu tena' })).toBeVisible();
  });
});
