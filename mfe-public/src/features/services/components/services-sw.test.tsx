import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LocaleProvider } from 'shared-ui';
import { renderUi } from 'shared-ui/testing';
import sw from '../../../i18n/sw.json';
import { SERVICE_SECTIONS } from '../data/service-sections';
import { SERVICES, type ServiceKey } from '../../../shared/data/services';
import { ServicePage } from './service-page';
import { ServicesPage } from './services-page';

const catalogue: Record<string, string> = sw;

/** A message's Kiswahili in the catalogue (a missing one fails the test). */
function kiswahili(id: string): string {
  const text = catalogue[id];
  if (!text) throw new Error(`No Kiswahili for ${id}`);
  return text;
}

function renderInKiswahili(page: ReactElement) {
  return renderUi(
    <LocaleProvider locale="sw" messages={sw}>
      {page}
    </LocaleProvider>,
  );
}

describe('the services in Kiswahili', () => {
  it('index has its Kiswahili title, lead and cards', () => {
    renderInKiswahili(<ServicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Huduma zetu' })).toBeVisible();
    expect(document.title).toContain('Huduma zetu');
    expect(screen.getByText(/^Kuanzia mbwa wa familia hadi ng'ombe wa maziwa/)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kuogesha, kunyoa na malazi' }),
    ).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /^Soma zaidi kuhusu / })).toBeVisible();
    }
  });

  it.each(Object.keys(SERVICES) as ServiceKey[])(
    '%s page has its Kiswahili title, every section in Kiswahili and the Kiswahili buttons',
    (key) => {
      renderInKiswahili(<ServicePage service={key} />);
      const name = kiswahili(SERVICES[key].name.id);
      expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(document.title).toContain(name);
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      const sections = SERVICE_SECTIONS[key];
      expect(headings).toEqual(sections.map((section) => kiswahili(section.heading.id)));
      for (const message of sections.flatMap((section) => [
        ...section.paragraphs,
        ...(section.list ?? []),
      ])) {
        expect(screen.getByText(kiswahili(message.id))).toBeVisible();
      }
      expect(screen.getByRole('link', { name: 'Weka miadi' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Huduma zote' })).toBeVisible();
    },
  );

  it('carries the vaccination and geriatric programme facts in Kiswahili, on the 24-hour clock', () => {
    const { unmount } = renderInKiswahili(<ServicePage service="puppyWellness" />);
    expect(
      screen.getByText(
        /Chanjo inapendekezwa kuanzia wiki 6–8, chanjo za nyongeza kila wiki 3–4 hadi wiki 12–16, kisha chanjo ya nyongeza kila mwaka\./,
      ),
    ).toBeVisible();
    unmount();
    renderInKiswahili(<ServicePage service="seniorPets" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kliniki ya wanyama wazee' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Kliniki ya wanyama wazee hufanyika Jumamosi ya kwanza ya kila mwezi, kuanzia 08:00 hadi 15:00\./,
      ),
    ).toBeVisible();
  });
});
