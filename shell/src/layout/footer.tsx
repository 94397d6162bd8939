import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
import { Link, media } from 'shared-ui';

/**
 * The footer of public pages (docs/behaviour.md#navigation-and-footer). Every company detail
 * comes from shared-data's COMPANY.
 */
export function Footer() {
  const year = new Date().getFullYear();
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
          <Heading id="footer-hours">Consultation hours</Heading>
          <Plain>
            {COMPANY.consultationHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Plain>
        </section>
        <section aria-labelledby="footer-social">
          <Heading id="footer-social">Follow us</Heading>
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
              <a href={`mailto:${COMPANY.email}`}>Email: {COMPANY.email}</a>
            </li>
          </Plain>
        </section>
        <section aria-labelledby="footer-links">
          <Heading id="footer-links">Quick links</Heading>
          <Plain>
            <li>
              <Link to={SITE_ROUTES.public.services}>Our services</Link>
            </li>
            <li>
              <Link to={SITE_ROUTES.public.contact}>Book an appointment</Link>
            </li>
            <li>
              <Link to={SITE_ROUTES.public.customerResources}>Customer resources</Link>
            </li>
          </Plain>
        </section>
      </Columns>
      <Legal>
        <p>{COMPANY.registration}</p>
        <p>
          <Link to={SITE_ROUTES.public.privacy}>Privacy notice</Link>
        </p>
        <p>
          &copy; {year} {COMPANY.name}. All rights reserved.
        </p>
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
