import { screen } from '@testing-library/react';
import { LocaleProvider } from 'shared-ui';
import { renderUi } from 'shared-ui/testing';
import sw from '../../i18n/sw.json';
import { FIELD_MESSAGES, useFieldRules } from './field-rules';

function Checks({ values }: { values: Record<'fullname' | 'kenyanPhone', string> }) {
  const { rules } = useFieldRules();
  return (
    <ul>
      <li>{rules.fullname(values.fullname)}</li>
      <li>{rules.kenyanPhone(values.kenyanPhone)}</li>
    </ul>
  );
}

describe("the public forms' field messages", () => {
  it('are the English of the code outside a Kiswahili page', () => {
    expect(FIELD_MESSAGES.nameTooLong).toBe('Please keep your name to 100 characters or fewer.');
    renderUi(<Checks values={{ fullname: '', kenyanPhone: '+44 20 7946 0000' }} />);
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
  });

  it('are in Kiswahili on a Kiswahili page', () => {
    renderUi(
      <LocaleProvider locale="sw" messages={sw}>
        <Checks values={{ fullname: 'a'.repeat(101), kenyanPhone: '+44 20 7946 0000' }} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Tafadhali andika jina lisilozidi herufi 100.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tafadhali weka nambari ya simu ya Kenya, kama 0722 123 456 au +254 722 123 456.',
      ),
    ).toBeInTheDocument();
  });
});
