import styled from 'styled-components';
import { inLocale, otherLang, SITE_ROUTES, type PromiseCard as PromiseData } from 'shared-data';
import { defineMessages, LinkButton, media, useIntl, useSiteLocale } from 'shared-ui';
import { CardBody, CardFrame } from '../../../shared/components/content-card';

const messages = defineMessages({
  getInTouch: { id: 'home.promise.getInTouch', defaultMessage: 'Get in touch' },
});

/** The promise images are 960x640 uploads (3:2), offered at the server's widths. */
const IMAGE = { width: 960, height: 640 };

/**
 * A promise card: image, title, content, and Get in touch -> /contact. On a phone the picture
 * is a thumbnail beside the text, so three promises take one screen rather than three. The
 * title and content are in the page's language where staff wrote one (inLocale).
 */
export function PromiseCard({ promise }: { promise: PromiseData }) {
  const intl = useIntl();
  const locale = useSiteLocale();
  const title = inLocale(locale, promise.title, promise.title_sw);
  const content = inLocale(locale, promise.content, promise.content_sw);
  return (
    <Dense>
      {promise.image && (
        <Image
          src={promise.image}
          srcSet={promise.image_srcset ?? undefined}
          sizes={
            promise.image_srcset
              ? '(min-width: 1200px) 400px, (min-width: 576px) 50vw, 120px'
              : undefined
          }
          alt=""
          loading="lazy"
          decoding="async"
          {...IMAGE}
        />
      )}
      <CardBody>
        <h3 lang={otherLang(title.lang, locale)}>{title.text}</h3>
        <p lang={otherLang(content.lang, locale)}>{content.text}</p>
        <LinkButton to={SITE_ROUTES.public.contact}>
          {intl.formatMessage(messages.getInTouch)}
        </LinkButton>
      </CardBody>
    </Dense>
  );
}

const Dense = styled(CardFrame)`
  ${media.down('sm')} {
    display: grid;
    grid-template-columns: 104px minmax(0, 1fr);
    align-items: start;
    > div {
      padding: ${({ theme }) => theme.space[3]};
    }
    h3 {
      font-size: 1.05rem;
    }
    img {
      margin: ${({ theme }) => theme.space[3]} 0 0 ${({ theme }) => theme.space[3]};
      border-radius: ${({ theme }) => theme.radii.md};
      aspect-ratio: 1;
    }
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
