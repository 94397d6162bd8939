import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LocaleProvider } from 'shared-ui';
import { renderUi } from 'shared-ui/testing';
import sw from '../../../i18n/sw.json';
import { DonkeySurveyPage } from './donkey-survey-page';
import { KissingAnimalPage } from './kissing-animal-page';
import { ProjectsPage } from './projects-page';

function renderInKiswahili(page: ReactElement) {
  return renderUi(
    <LocaleProvider locale="sw" messages={sw}>
      {page}
    </LocaleProvider>,
  );
}

describe('projects and articles in Kiswahili', () => {
  it('projects has its Kiswahili title, the survey card and the coming-soon note', () => {
    renderInKiswahili(<ProjectsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Miradi' })).toBeVisible();
    expect(document.title).toContain('Miradi');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Utafiti kuhusu punda' })).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Punda anayefanya kazi' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Soma zaidi kuhusu utafiti wa punda' }),
    ).toHaveAttribute('href', '/donkey_survey');
    expect(screen.getByRole('heading', { level: 2, name: 'Miradi mingine' })).toBeVisible();
    expect(
      screen.getByText('Kitu kizuri kinakuja hivi karibuni, tafadhali rudi baadaye'),
    ).toBeVisible();
  });

  it('the donkey survey is in Kiswahili, its figures and its report link kept', () => {
    renderInKiswahili(<DonkeySurveyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Biashara na uchinjaji wa punda: utafiti wa kaya',
    );
    expect(document.title).toContain('Utafiti kuhusu punda');
    expect(screen.getByText(/sampuli ya kaya 388/)).toBeVisible();
    expect(screen.getByText(/majibu 1940/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tulichogundua' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tunachopendekeza' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const report = screen.getByRole('link', { name: /ripoti ya mwisho/ });
    expect(report).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('the kissing-animal article has the Kiswahili table, the organisms unchanged', () => {
    renderInKiswahili(<KissingAnimalPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kwa nini si vyema kumbusu mnyama wako' }),
    ).toBeVisible();
    expect(document.title).toContain('Kwa nini si vyema kumbusu mnyama wako');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kiumbe', 'Wanyama wabebaji', 'Aina', 'Ugonjwa']);
    const rabies = within(table).getByRole('row', { name: /Rabies virus/ });
    expect(
      within(rabies)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rabies virus', 'Mbwa, paka', 'Virusi', 'Kichaa cha mbwa']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dumisha upendo, epuka vijidudu' }),
    ).toBeVisible();
  });
});
