import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { LinkButton } from '../button/button';
import { Card } from './card';

describe('Card', () => {
  it('shows image with alt, title, body and action', () => {
    renderUi(
      <Card
        title="Dental Cleaning"
        image="/dental.webp"
        imageAlt="A vet cleaning a dog's teeth"
        action={<LinkButton to="/contact">Get in touch</LinkButton>}
      >
        <p>Healthy teeth for happy pets.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Dental Cleaning' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "A vet cleaning a dog's teeth" })).toHaveAttribute(
      'src',
      '/dental.webp',
    );
    expect(screen.getByText('Healthy teeth for happy pets.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });

  it('renders without image and at the requested heading level', () => {
    renderUi(<Card title="Donkey Survey." headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Donkey Survey.' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
