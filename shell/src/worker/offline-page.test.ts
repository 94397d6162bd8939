import { COMPANY, telHref } from 'shared-data';
import { OFFLINE_HEADING, offlinePage, pageTitle } from './offline-page';

function render(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the offline page', () => {
  it("gives the clinic's phone numbers as links to call, the emergency line first", () => {
    const doc = render(offlinePage([]));
    expect(doc.querySelector('h1')?.textContent).toBe(OFFLINE_HEADING);
    const calls = [...doc.querySelectorAll('a[href^="tel:"]')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(calls[0]).toEqual([telHref(COMPANY.emergencyPhone), COMPANY.emergencyPhone]);
    for (const phone of COMPANY.phones) expect(calls).toContainEqual([telHref(phone), phone]);
    expect(doc.body.textContent).toContain('No page of this site is kept in this browser yet.');
    expect(doc.querySelector('script')).toBeNull();
  });

  it('lists the pages seen, the latest first, their titles escaped', () => {
    const doc = render(
      offlinePage([
        { path: '/blog', title: 'Blog', seen: 1 },
        { path: '/about_us', title: '<b>About</b> & us', seen: 3 },
        { path: '/contact', title: '', seen: 2 },
      ]),
    );
    const links = [...doc.querySelectorAll('ul:last-of-type a')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links).toEqual([
      ['/about_us', '<b>About</b> & us'],
      ['/contact', '/contact'],
      ['/blog', 'Blog'],
    ]);
    expect(doc.querySelector('b')).toBeNull();
  });

  it("reads a page's title", () => {
    expect(pageTitle('<head><title>Blog &amp; news | Mifugo</title></head>')).toBe(
      'Blog & news | Mifugo',
    );
    expect(pageTitle('<p>none</p>')).toBe('');
  });
});

describe('the offline page of a Kiswahili page', () => {
  it('speaks Kiswahili and says so', () => {
    const doc = render(offlinePage([{ path: '/sw/services', title: 'Huduma', seen: 1 }], 'sw'));
    expect(doc.documentElement.getAttribute('lang')).toBe('sw');
    expect(doc.querySelector('h1')?.textContent).toBe('Huna mtandao');
    expect(doc.title).toBe(`Huna mtandao | ${COMPANY.name}`);
    expect(doc.querySelector('h2')?.textContent).toBe('Kurasa ulizotembelea');
    expect(doc.body.textContent).toContain(`Kuwasiliana na ${COMPANY.name}, piga simu`);
    expect(doc.querySelector('a[href="/sw/services"]')?.textContent).toBe('Huduma');
  });
});
