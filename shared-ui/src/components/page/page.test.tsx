import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { PageHeading } from './page-heading';
import { PageSection } from './page-section';

describe('PageHeading', () => {
  it('is the h1, from title or children', () => {
    const { unmount } = renderUi(<PageHeading title="Our Services" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    unmount();
    renderUi(<PageHeading>About us</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });
});

describe('PageSection', () => {
  it('is a region named by its heading', () => {
    renderUi(
      <PageSection title="Our Mission">
        <p>Healthy animals.</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Our Mission' });
    expect(section).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Our Mission' }),
    );
    expect(section).toHaveTextContent('Healthy animals.');
  });

  it('takes a lower heading level', () => {
    renderUi(<PageSection title="The Gallery" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'The Gallery' })).toBeInTheDocument();
  });
});
