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

describe('formatters kept between renders', () => {
  function Probe({ seen }: { seen: unknown[] }) {
    const intl = useIntl();
    seen.push(intl);
    return (
      <p>
        {intl.formatMessage(messages.other)} /{' '}
        {intl.formatMessage(messages.greeting, { name: 'A' })}
      </p>
    );
  }

  it('makes one formatter per language and catalogue, however often a page renders', () => {
    const catalogue = { 'test.other': 'Kwa Kiingereza tu', 'test.greeting': 'Habari {name}' };
    const seen: unknown[] = [];
    const first = render(
      <LocaleProvider locale="sw" messages={catalogue}>
        <Probe seen={seen} />
      </LocaleProvider>,
    );
    first.unmount();
    render(
      <LocaleProvider locale="sw" messages={catalogue}>
        <AppMessages messages={{ 'test.greeting': 'Karibu {name}' }}>
          <Probe seen={seen} />
        </AppMessages>
      </LocaleProvider>,
    );
    expect(screen.getByText('Kwa Kiingereza tu / Karibu A')).toBeInTheDocument();
    // A new app catalogue object is a new formatter; the same catalogue, the same one.
    expect(seen[1]).not.toBe(seen[0]);
    const again: unknown[] = [];
    render(
      <LocaleProvider locale="sw" messages={catalogue}>
        <Probe seen={again} />
      </LocaleProvider>,
    );
    expect(again[0]).toBe(seen[0]);
  });

  it('remembers a plain text but formats one with values each time', () => {
    const seen: ReturnType<typeof useIntl>[] = [];
    render(
      <LocaleProvider locale="en">
        <Probe seen={seen} />
      </LocaleProvider>,
    );
    const intl = seen[0]!;
    expect(intl.formatMessage(messages.greeting, { name: 'Otieno' })).toBe('Hello Otieno');
    expect(intl.formatMessage(messages.greeting, { name: 'Akinyi' })).toBe('Hello Akinyi');
    expect(intl.formatMessage(messages.other)).toBe('Only in English');
    // The same id with another English (two apps' messages) is its own text.
    expect(intl.formatMessage({ id: 'test.other', defaultMessage: 'Another app' })).toBe(
      'Another app',
    );
  });

  it('leaves the page as it is when an app has no messages in its language', () => {
    const seen: unknown[] = [];
    render(
      <LocaleProvider locale="en">
        <Probe seen={seen} />
        <AppMessages messages={{}}>
          <Probe seen={seen} />
        </AppMessages>
      </LocaleProvider>,
    );
    expect(seen[1]).toBe(seen[0]);
  });
});
