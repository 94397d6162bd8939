import styled from 'styled-components';
import { COMPANY, namedHoursRuns, SITE_ROUTES, telHref, type SiteLocale } from 'shared-data';
import { defineMessages, Link, media, useIntl, useSiteLocale, type IntlShape } from 'shared-ui';
import { LanguageSwitch } from './language-switch';

const messages = defineMessages({
  hours: { id: 'footer.hours', defaultMessage: 'Consultation hours' },
  daysRun: { id: 'footer.daysRun', defaultMessage: '{first} to {last} {start}-{end}' },
  oneDay: { id: 'footer.oneDay', defaultMessage: '{day} {start}-{end}' },
  byAppointment: {
    id: 'footer.byAppointment',
    defaultMessage: 'Sunday and holidays by appointment only',
  },
  emergency: { id: 'footer.emergency', defaultMessage: 'Emergency 24 hours' },
  follow: { id: 'footer.follow', defaultMessage: 'Follow us' },
  email: { id: 'footer.email', defaultMessage: 'Email: {email}' },
  quickLinks: { id: 'footer.quickLinks', defaultMessage: 'Quick links' },
  services: { id: 'footer.services', defaultMessage: 'Our services' },
  book: { id: 'footer.book', defaultMessage: 'Book an appointment' },
  resources: { id: 'footer.resources', defaultMessage: 'Customer resources' },
  registration: {
    id: 'footer.registration',
    defaultMessage:
      'Licensed by the Registrar of Companies, the Kenya Veterinary Board and the National Environment Management Authority.',
  },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy notice' },
  rights: { id: 'footer.rights', defaultMessage: '© {year} {name}. All rights reserved.' },
  language: { id: 'footer.language', defaultMessage: 'Language' },
});

/**
 * COMPANY.consultationHours in the page's language: the weekly runs of CLINIC_HOURS, then the
 * two fixed lines. English words times as the SPEC does ('8.00am'), Kiswahili on the 24-hour
 * clock (docs/glossary-sw.md).
 */
function consultationHours(intl: IntlShape, locale: SiteLocale): string[] {
  return [
    ...namedHoursRuns(locale).map(({ first, last, start, end }) =>
      last === null
        ? intl.formatMessage(messages.oneDay, { day: first, start, end })
        : intl.formatMessage(messages.daysRun, { first, last, start, end }),
    ),
    intl.formatMessage(messages.byAppointment),
    intl.formatMessage(messages.emergency),
  ];
}

/**
 * The footer of public pages (docs/behaviour.md#navigation-and-footer). Every company detail
 * comes from shared-data's COMPANY.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const intl = useIntl();
  const locale = useSiteLocale();
  return (
    <Outer>
      <Columns>
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">{COMPANY.name}</Heading>
          <address>
            {COMPANY.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
            <div>{COMPANY.postalAddress}</div>
            {COMPANY.phones.map((phone) => (
              <div key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </div>
            ))}
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <Heading id="footer-hours">{intl.formatMessage(messages.hours)}</Heading>
          <Plain>
            {consultationHours(intl, locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Plain>
        </section>
        <section aria-labelledby="footer-social">
          <Heading id="footer-social">{intl.formatMessage(messages.follow)}</Heading>
          <Plain>
            <li>
              <a href={COMPANY.social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={COMPANY.social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href={COMPANY.social.whatsapp} rel="noopener noreferrer" target="_blank">
                WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${COMPANY.email}`}>
                {intl.formatMessage(messages.email, { email: COMPANY.email })}
              </a>
            </li>
          </Plain>
        </section>
        <section aria-labelledby="footer-links">
          <Heading id="footer-links">{intl.formatMessage(messages.quickLinks)}</Heading>
          <Plain>
            <li>
              <Link to={SITE_ROUTES.public.services}>{intl.formatMessage(messages.services)}</Link>
            </li>
            <li>
              <Link to={SITE_ROUTES.public.contact}>{intl.formatMessage(messages.book)}</Link>
            </li>
            <li>
              <Link to={SITE_ROUTES.public.customerResources}>
                {intl.formatMessage(messages.resources)}
              </Link>
            </li>
          </Plain>
        </section>
      </Columns>
      <Legal>
        <p>{intl.formatMessage(messages.registration)}</p>
        <p>
          <Link to={SITE_ROUTES.public.privacy}>{intl.formatMessage(messages.privacy)}</Link>
        </p>
        <p>
          {intl.formatMessage(messages.language)}: <LanguageSwitch />
        </p>
        <p>{intl.formatMessage(messages.rights, { year: String(year), name: COMPANY.name })}</p>
      </Legal>
    </Outer>
  );
}

const Outer = styled.footer`
  background: #0b2f2d;
  color: #e6efed;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]} ${theme.space[3]}`};
  a {
    color: #ffffff;
  }
  address {
    font-style: normal;
    line-height: 1.8;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: 1fr;
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Heading = styled.h2`
  font-size: 1.05rem;
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  line-height: 1.8;
`;

const Legal = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[5]} auto 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: ${({ theme }) => theme.space[1]} 0;
  }
`;
