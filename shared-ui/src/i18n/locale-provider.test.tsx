import { render, screen } from '@testing-library/react';
import { AppMessages, LocaleProvider, useSiteLocale } from './locale-provider';
import { FormattedDate, FormattedMessage, FormattedNumber, defineMessages, useIntl } from './index';

const messages = defineMessages({
  greeting: { id: 'test.greeting', defaultMessage: 'Hello {name}' },
  other: { id: 'test.other', defaultMessage: 'Only in English' },
});

function Greeting() {
  const intl = useIntl();
  return (
    <div>
      <p data-testid="locale">{useSiteLocale()}</p>
      <p>{intl.formatMessage(messages.greeting, { name: 'Wanjiku' })}</p>
      <p>
        <FormattedMessage {...messages.other} />
      </p>
      <p data-testid="date">
        <FormattedDate value={Date.UTC(2026, 2, 3, 9)} dateStyle="full" timeZone="Africa/Nairobi" />
      </p>
      <p data-testid="money">
        <FormattedNumber value={1500} style="currency" currency="KES" maximumFractionDigits={0} />
      </p>
    </div>
  );
}

describe('LocaleProvider', () => {
  it('shows the code’s English without a catalogue, and says nothing of it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LocaleProvider locale="en">
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.getByText('Hello Wanjiku')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(screen.getByTestId('date')).toHaveTextContent('Tuesday, 3 March 2026');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows the catalogue’s Kiswahili, English where it has none, and formats for sw-KE', () => {
    render(
      <LocaleProvider locale="sw" messages={{ 'test.greeting': 'Habari {name}' }}>
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.getByText('Habari Wanjiku')).toBeInTheDocument();
    expect(screen.getByText('Only in English')).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('sw');
    expect(screen.getByTestId('date')).toHaveTextContent('Jumanne, 3 Machi 2026');
    expect(screen.getByTestId('money')).toHaveTextContent('Ksh 1,500');
  });

  it('gives an app its own messages in the page’s language', () => {
    render(
      <LocaleProvider locale="sw" messages={{ 'test.greeting': 'Shell {name}' }}>
        <AppMessages messages={{ 'test.greeting': 'Remote {name}', 'test.other': 'Kiswahili' }}>
          <Greeting />
        </AppMessages>
      </LocaleProvider>,
    );
    expect(screen.getByText('Remote Wanjiku')).toBeInTheDocument();
    expect(screen.getByText('Kiswahili')).toBeInTheDocument();
  });

  it('keeps the shell’s messages under an app’s', () => {
    render(
      <LocaleProvider locale="sw" messages={{ 'test.other': 'Ya shell' }}>
        <AppMessages messages={{ 'test.greeting': 'Remote {name}' }}>
          <Greeting />
        </AppMessages>
      </LocaleProvider>,
    );
    expect(screen.getByText('Remote Wanjiku')).toBeInTheDocument();
    expect(screen.getByText('Ya shell')).toBeInTheDocument();
  });
});
