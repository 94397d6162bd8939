import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../testing/render-ui';
import { Field } from './field';

describe('Field', () => {
  it('binds the label to an input with a generated id', () => {
    renderUi(<Field label="Email" name="email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps an id that is given', () => {
    renderUi(<Field label="Phone number" name="phone" id="phone" />);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('id', 'phone');
  });

  it('marks the control invalid and describes it by the error, announced as an alert', () => {
    renderUi(<Field label="Email" name="email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('describes the control by its hint too', () => {
    renderUi(
      <Field label="Password" name="password" hint="At least 8 characters" error="Too short" />,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters Too short',
    );
  });

  it('renders a textarea and a select', () => {
    renderUi(
      <>
        <Field as="textarea" label="Message" name="message" rows={3} />
        <Field as="select" label="Status" name="status" defaultValue="ACTIVE">
          <option value="ACTIVE">ACTIVE</option>
          <option value="PENDING">PENDING</option>
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Status')).toHaveValue('ACTIVE');
  });

  it('counts characters live for an uncontrolled textarea with maxLength', async () => {
    renderUi(<Field as="textarea" label="Background" name="background" maxLength={5000} />);
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Background'), 'Hello');
    expect(screen.getByText('5/5000')).toBeInTheDocument();
    expect(screen.getByLabelText('Background')).toHaveAccessibleDescription(
      '5 of 5000 characters used',
    );
  });

  it('counts characters of a controlled textarea', async () => {
    const onChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <Field
          as="textarea"
          label="Content"
          name="content"
          maxLength={1000}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    renderUi(<Controlled />);
    expect(screen.getByText('3/1000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Content'), 'd');
    expect(onChange).toHaveBeenLastCalledWith('abcd');
    expect(screen.getByText('4/1000')).toBeInTheDocument();
  });
});
