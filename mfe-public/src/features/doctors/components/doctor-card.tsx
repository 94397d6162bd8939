import styled from 'styled-components';
import { SITE_ROUTES, sitePath, type Doctor } from 'shared-data';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, LinkButton, media } from 'shared-ui';
import { CardBody, CardFrame } from '../../../shared/components/content-card';
import { Avatar } from '../../../shared/components/avatar';

const messages = defineMessages({
  readMore: {
    id: 'doctors.card.readMore',
    defaultMessage: 'Read More<hidden> about {name}</hidden>',
  },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** The navigation to a doctor's page carries doctor_id and doctor_name (docs/behaviour.md#doctor-pages). */
export interface DoctorLinkState {
  doctor_id: string;
  doctor_name: string;
}

/**
 * A doctor's card: avatar, fullname, role and description, and Read More to /doctor/{id}. On a
 * phone the avatar is a thumbnail beside the text and the description is cut at three lines
 * (the whole of it is on the doctor's page).
 */
export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const state: DoctorLinkState = { doctor_id: doctor._id, doctor_name: doctor.fullname };
  return (
    <Dense>
      <Avatar
        name={doctor.fullname}
        src={doctor.avatar}
        srcSet={doctor.avatar_srcset}
        sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 96px"
        width={600}
        height={600}
      />
      <CardBody>
        <h3>{doctor.fullname}</h3>
        <Role>{doctor.role}</Role>
        <Summary>{doctor.description}</Summary>
        <LinkButton
          to={sitePath(SITE_ROUTES.public.doctor, { id: doctor._id })}
          state={state}
          variant="secondary"
        >
          <FormattedMessage {...messages.readMore} values={{ hidden, name: doctor.fullname }} />
        </LinkButton>
      </CardBody>
    </Dense>
  );
}

const Dense = styled(CardFrame)`
  ${media.down('sm')} {
    display: grid;
    grid-template-columns: 96px minmax(0, 1fr);
    align-items: start;
    > img,
    > [role='img'] {
      margin: ${({ theme }) => theme.space[3]} 0 0 ${({ theme }) => theme.space[3]};
      border-radius: ${({ theme }) => theme.radii.md};
      aspect-ratio: 1;
      font-size: 1.5rem;
    }
    > div {
      padding: ${({ theme }) => theme.space[3]};
    }
    h3 {
      font-size: 1.1rem;
    }
  }
`;

const Summary = styled.p`
  ${media.down('sm')} {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

export const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;
