import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from 'shared-ui/testing';
import { FullNameField, PersonFields, personRules } from './person-fields';

const WANJIRU = {
  fullname: 'Wanjiru Kamau',
  background: 'Ten years in large-animal practice.',
  description: 'undefined',
};

describe('PersonFields', () => {
  it('starts from the person, shows an older client\'s "undefined" as blank and counts to 5000', () => {
    renderUi(<PersonFields person={WANJIRU} />);
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveValue('Wanjiru Kamau');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '100');
    expect(name).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText('Background')).toHaveValue(WANJIRU.background);
    expect(screen.getByLabelText('Background')).toHaveAttribute('rows', '4');
    expect(screen.getByText(`${WANJIRU.background.length}/5000`)).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
  });

  it("shows Full Name's message, reports a change and takes the screen's autocomplete and rows", async () => {
    const onNameChange = jest.fn();
    renderUi(
      <PersonFields
        person={WANJIRU}
        nameError="Enter your full name"
        onNameChange={onNameChange}
        nameAutoComplete="name"
        rows={3}
      />,
    );
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAccessibleDescription('Enter your full name');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '3');
    await userEvent.type(name, 'x');
    expect(onNameChange).toHaveBeenCalled();
  });
});

describe('FullNameField', () => {
  it('is the required, bounded fullname input, empty without a default', () => {
    renderUi(<FullNameField autoComplete="off" />);
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('name', 'fullname');
    expect(name).toHaveValue('');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '100');
    expect(name).toHaveAttribute('autocomplete', 'off');
  });
});

describe('personRules', () => {
  it('asks for the full name in the words given and lets the two texts be anything', () => {
    const rules = personRules('Enter the full name');
    expect(rules.fullname('')).toBe('Enter the full name');
    expect(rules.fullname('Wanjiru Kamau')).toBeUndefined();
    expect(rules.background('')).toBeUndefined();
    expect(rules.description('')).toBeUndefined();
  });
});
