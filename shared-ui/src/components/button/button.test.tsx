import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { Button, LinkButton } from './button';

describe('Button', () => {
  it('clicks when idle', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy shows aria-busy, is disabled and ignores clicks', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('is a link to its destination', () => {
    renderUi(<LinkButton to="/contact">Get in touch</LinkButton>);
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });
});
