import type { ReactNode } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
import { defineMessages, FormattedMessage, media, useIntl } from 'shared-ui';

const messages = defineMessages({
  label: { id: 'callBar.label', defaultMessage: 'Contact the clinic' },
  call: { id: 'callBar.call', defaultMessage: 'Call<hidden> the clinic on</hidden>\u00a0{phone}' },
  whatsApp: { id: 'callBar.whatsApp', defaultMessage: 'WhatsApp<hidden> the clinic</hidden>' },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** The bar's height on a phone; the spacer after the footer keeps the same room. */
export const CALL_BAR_HEIGHT = 56;

// WhatsApp's dark teal: white on it is 7.5:1.
const WHATSAPP_GREEN = '#075e54';

const ACCOUNT_PATHS: readonly string[] = Object.values(SITE_ROUTES.auth);

/**
 * Pages that show the call bar: the public ones. Not the staff dashboard, nor the account
 * screens (signing in is not a moment to phone the clinic).
 */
export function showsCallBar(pathname: string): boolean {
  return !pathname.startsWith('/dashboard') && !ACCOUNT_PATHS.includes(pathname);
}

/**
 * On phones (below md, 768 px), a bar fixed to the bottom of the screen with the clinic's
 * 24-hour line and its WhatsApp (docs/behaviour.md#navigation-and-footer). Plain links (`tel:`,
 * `https://wa.me/...`), so they work from the server's HTML before any script has run.
 */
export function CallBar() {
  const intl = useIntl();
  return (
    <>
      <Bar aria-label={intl.formatMessage(messages.label)}>
        {/* The name read out is 'Call the clinic on +254 ...', the number shown in full. */}
        <Call href={telHref(COMPANY.emergencyPhone)}>
          {/* One inline box: in the link's flex box a space standing alone would be dropped. */}
          <span>
            <FormattedMessage
              {...messages.call}
              values={{ hidden, phone: <Number>{COMPANY.emergencyPhone}</Number> }}
            />
          </span>
        </Call>
        <WhatsApp href={COMPANY.social.whatsapp} rel="noopener noreferrer">
          <FormattedMessage {...messages.whatsApp} values={{ hidden }} />
        </WhatsApp>
      </Bar>
      {/* Room after the footer, so the bar never covers the end of the page. */}
      <Spacer aria-hidden="true" />
    </>
  );
}

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 900;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding-bottom: calc(${({ theme }) => theme.space[1]} + env(safe-area-inset-bottom, 0px));
  min-height: ${CALL_BAR_HEIGHT}px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 -1px 4px rgba(0, 0, 0, 0.2);
  ${media.up('md')} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

const Button = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: #ffffff;
  font-size: 0.95rem;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// The number on one line, always; a longer word before it (another language's) may take a line
// of its own rather than push WhatsApp off the screen.
const Call = styled(Button)`
  flex: 1 1 auto;
  min-width: 0;
  line-height: 1.2;
  background: ${({ theme }) => theme.colors.primary};
`;

const Number = styled.span`
  white-space: nowrap;
`;

const WhatsApp = styled(Button)`
  flex: 1 0 auto;
  background: ${WHATSAPP_GREEN};
`;

const Spacer = styled.div`
  height: calc(${CALL_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  ${media.up('md')} {
    display: none;
  }
`;
