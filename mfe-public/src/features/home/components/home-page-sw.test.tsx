import { screen, within } from '@testing-library/react';
import { COMPANY, type CarouselItem, type Counter, type PromiseCard } from 'shared-data';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { doctors } from '../../../app/testing/fixtures';
import { ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';

// Staff's content with a Kiswahili version beside the English, or without one.
const slides: CarouselItem[] = [
  {
    id: 's1',
    _id: 's1',
    index: 0,
    image: '/uploads/vaccines.webp',
    image_srcset: null,
    alt: 'A puppy at its first vaccination',
    alt_sw: 'Mtoto wa mbwa akipata chanjo yake ya kwanza',
  },
  {
    id: 's2',
    _id: 's2',
    index: 1,
    image: '/uploads/farm.webp',
    image_srcset: null,
    alt: 'A farm visit in Kiambu',
    alt_sw: null,
  },
  { id: 's3', _id: 's3', index: 2, image: '/uploads/pattern.webp', image_srcset: null },
];

const counters: Counter[] = [
  { id: 'k1', title: 'Animals treated', title_sw: 'Wanyama waliotibiwa', content: 25000 },
  { id: 'k2', title: 'Farmers served', title_sw: '  ', content: 5000 },
];

const promises: PromiseCard[] = [
  {
    id: 'p1',
    title: 'Help at any hour',
    title_sw: 'Msaada saa yoyote',
    content: 'Our emergency line is open 24 hours a day.',
    content_sw: 'Simu yetu ya dharura iko wazi saa 24 kwa siku.',
    image: null,
    image_srcset: null,
  },
  {
    id: 'p2',
    title: 'Prevention first',
    title_sw: 'Kinga kwanza',
    content: 'We would rather keep your animals well.',
    content_sw: null,
    image: null,
    image_srcset: null,
  },
];

let api: SiteApi;
beforeEach(async () => {
  api = await startSiteApi({
    'GET /api/carousel/': ok(slides),
    'GET /api/others/counters/': ok({ data: counters }),
    'GET /api/others/promise/': ok({ data: promises }),
    'GET /api/auth/doctors': ok(doctors),
  });
});
afterEach(() => api.close());

const section = (name: string) => screen.getByRole('region', { name });
const slideImages = (name: string) => Array.from(section(name).querySelectorAll('img'));

describe("the home page shows staff's content in the page's language", () => {
  it('in Kiswahili where there is a Kiswahili version, else in English marked lang="en"', async () => {
    await renderPageInSwahili('/');

    const promiseSection = section('Ahadi yetu kwako');
    const translated = await within(promiseSection).findByRole('heading', {
      name: 'Msaada saa yoyote',
    });
    expect(translated).not.toHaveAttribute('lang');
    const text = within(promiseSection).getByText('Simu yetu ya dharura iko wazi saa 24 kwa siku.');
    expect(text).not.toHaveAttribute('lang');
    // A Kiswahili title, but no Kiswahili content: each element in its own language.
    expect(
      within(promiseSection).getByRole('heading', { name: 'Kinga kwanza' }),
    ).not.toHaveAttribute('lang');
    expect(
      within(promiseSection).getByText('We would rather keep your animals well.'),
    ).toHaveAttribute('lang', 'en');
    expect(within(promiseSection).queryByText('Help at any hour')).not.toBeInTheDocument();

    const figures = section('Kwa nini sisi?');
    expect(within(figures).getByText('Wanyama waliotibiwa').closest('li')).not.toHaveAttribute(
      'lang',
    );
    // A blank Kiswahili title is none.
    expect(within(figures).getByText('Farmers served').closest('li')).toHaveAttribute('lang', 'en');
    expect(within(figures).queryByText('Animals treated')).not.toBeInTheDocument();

    await within(section('Picha za kliniki yetu')).findByRole('group', { name: '1 of 3' });
    const [first, second, third] = slideImages('Picha za kliniki yetu');
    expect(first).toHaveAttribute('alt', 'Mtoto wa mbwa akipata chanjo yake ya kwanza');
    expect(first).not.toHaveAttribute('lang');
    expect(second).toHaveAttribute('alt', 'A farm visit in Kiambu');
    expect(second).toHaveAttribute('lang', 'en');
    // Without staff's text alternative, the slide is named by its place, in the page's words.
    expect(third).toHaveAttribute('alt', `Picha 3 kati ya 3 kutoka ${COMPANY.shortName}`);
    expect(third).not.toHaveAttribute('lang');
  });

  it('in English on an English page, without lang marks', async () => {
    await renderPage('/');

    const promiseSection = section('Our promise to you');
    await within(promiseSection).findByRole('heading', { name: 'Help at any hour' });
    expect(within(promiseSection).getByRole('heading', { name: 'Prevention first' })).toBeVisible();
    expect(
      within(promiseSection).getByText('Our emergency line is open 24 hours a day.'),
    ).toBeVisible();
    expect(within(promiseSection).queryByText('Msaada saa yoyote')).not.toBeInTheDocument();
    expect(promiseSection.querySelector('[lang]')).toBeNull();

    const figures = section('Why the clinic?');
    expect(within(figures).getByText('Animals treated')).toBeInTheDocument();
    expect(within(figures).queryByText('Wanyama waliotibiwa')).not.toBeInTheDocument();
    expect(figures.querySelector('[lang]')).toBeNull();

    await within(section('Highlights of the clinic')).findByRole('group', { name: '1 of 3' });
    const images = slideImages('Highlights of the clinic');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'A puppy at its first vaccination',
      'A farm visit in Kiambu',
      `Picture 3 of 3 from ${COMPANY.shortName}`,
    ]);
    expect(section('Highlights of the clinic').querySelector('[lang]')).toBeNull();
  });
});
