import styled from 'styled-components';
import { SITE_ROUTES, sitePath, type Doctor } from 'shared-data';
import { LinkButton } from 'shared-ui';
import { CardBody, CardFrame } from '../../../shared/components/content-card';
import { Avatar } from '../../../shared/components/avatar';

/** The navigation to a doctor's page carries doctor_id and doctor_name (docs/behaviour.md#doctor-pages). */
export interface DoctorLinkState {
  doctor_id: string;
  doctor_name: string;
}

/** A doctor's card: avatar, fullname, role and description, and Read More to /doctor/{id}. */
export function DoctorCard({ doctor }: { doctor: Doctor }) {
  const state: DoctorLinkState = { doctor_id: doctor._id, doctor_name: doctor.fullname };
  return (
    <CardFrame>
      <Avatar
        name={doctor.fullname}
        src={doctor.avatar}
        srcSet={doctor.avatar_srcset}
        sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
        width={600}
        height={600}
      />
      <CardBody>
        <h3>{doctor.fullname}</h3>
        <Role>{doctor.role}</Role>
        <p>{doctor.description}</p>
        <LinkButton
          to={sitePath(SITE_ROUTES.public.doctor, { id: doctor._id })}
          state={state}
          variant="secondary"
        >
          Read More<span className="visually-hidden"> about {doctor.fullname}</span>
        </LinkButton>
      </CardBody>
    </CardFrame>
  );
}

export const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;
