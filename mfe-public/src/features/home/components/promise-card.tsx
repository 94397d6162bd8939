import styled from 'styled-components';
import { SITE_ROUTES, type PromiseCard as PromiseData } from 'shared-data';
import { LinkButton } from 'shared-ui';
import { CardBody, CardFrame } from '../../../shared/components/content-card';

/** The promise images are 960x640 uploads (3:2), offered at the server's widths. */
const IMAGE = { width: 960, height: 640 };

/** A promise card: image, title, content, and Get in touch -> /contact. */
export function PromiseCard({ promise }: { promise: PromiseData }) {
  return (
    <CardFrame>
      {promise.image && (
        <Image
          src={promise.image}
          srcSet={promise.image_srcset ?? undefined}
          sizes={
            promise.image_srcset
              ? '(min-width: 1200px) 400px, (min-width: 576px) 50vw, 100vw'
              : undefined
          }
          alt=""
          loading="lazy"
          decoding="async"
          {...IMAGE}
        />
      )}
      <CardBody>
        <h3>{promise.title}</h3>
        <p>{promise.content}</p>
        <LinkButton to={SITE_ROUTES.public.contact}>Get in touch</LinkButton>
      </CardBody>
    </CardFrame>
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;
