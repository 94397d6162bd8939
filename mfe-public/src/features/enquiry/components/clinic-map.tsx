import styled from 'styled-components';
import { COMPANY } from 'shared-data';
import { defineMessages, useIntl } from 'shared-ui';

const messages = defineMessages({
  show: { id: 'enquiry.map.show', defaultMessage: 'Show the map' },
  frame: { id: 'enquiry.map.frame', defaultMessage: 'Map: {address}' },
  open: { id: 'enquiry.map.open', defaultMessage: 'Open the map in a new tab' },
});

/**
 * The embedded map, one tap away (docs/behaviour.md#contact): a closed <details> holds the map's
 * frame, which the browser does not fetch until the visitor opens it. Loaded with the page, the
 * map cost every visitor its bytes and, on a slow network, put a connection to another origin
 * ahead of the page's first paint. It is the frame's loading="lazy" that the closed <details>
 * holds back (a browser with scripting off does not lazy-load, and fetches it with the page).
 * No script is involved, so it works before hydration.
 */
export function ClinicMap() {
  const intl = useIntl();
  return (
    <>
      <MapDetails>
        <MapToggle>{intl.formatMessage(messages.show)}</MapToggle>
        <MapFrame
          title={intl.formatMessage(messages.frame, { address: COMPANY.address.join(', ') })}
          src={COMPANY.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          width={600}
          height={400}
        />
      </MapDetails>
      <p>
        <a href={COMPANY.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.open)}
        </a>
      </p>
    </>
  );
}

const MapDetails = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const MapToggle = styled.summary`
  display: flex;
  min-height: 48px;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const MapFrame = styled.iframe`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border: 0;
  border-radius: ${({ theme }) => `0 0 ${theme.radii.md} ${theme.radii.md}`};
  background: ${({ theme }) => theme.colors.surface};
`;
