import { useEffect } from 'react';
import styled from 'styled-components';
import { largestOf, SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import {
  Button,
  EmptyState,
  LinkButton,
  media,
  NotFoundPage,
  useLocation,
  useParams,
} from 'shared-ui';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { retrievingDoctors, selectDoctor, selectDoctors } from '../store/doctors.slice';
import { Avatar } from '../../../shared/components/avatar';
import { Role, type DoctorLinkState } from './doctor-card';

const TITLE = 'Our Veterinary Doctors';

/** The booking page with this doctor chosen (docs/behaviour.md#doctor-pages). */
export const bookWith = (doctorId: string) =>
  `${SITE_ROUTES.public.bookAppointment}?${new URLSearchParams({ doctor: doctorId }).toString()}`;

/**
 * One doctor's avatar, fullname, role and background (docs/behaviour.md#doctor-pages). The id comes from the
 * navigation state when the visitor came from a card, and from the address otherwise, so the
 * page also works when opened directly or reloaded; the list is loaded when it is not here yet.
 */
export function DoctorPage() {
  const params = useParams();
  const linkState = useLocation().state as Partial<DoctorLinkState> | null;
  const id = params.id ?? linkState?.doctor_id;
  const dispatch = useDispatch();
  const list = useSelector(selectDoctors);
  const doctor = useSelector(selectDoctor(id));
  const haveIt = doctor !== undefined;

  useEffect(() => {
    if (!haveIt) dispatch(retrievingDoctors.start());
  }, [dispatch, haveIt]);

  if (doctor) {
    return (
      <PageLayout
        title={doctor.fullname}
        description={`${doctor.fullname}, ${doctor.role} at our veterinary clinic in Nairobi. ${doctor.description}`.slice(
          0,
          300,
        )}
        // The doctor's photo on link cards, its largest width (the server adds its size).
        head={
          doctor.avatar
            ? {
                image: largestOf(doctor.avatar, doctor.avatar_srcset).src,
                imageAlt: `Photo of ${doctor.fullname}`,
              }
            : {}
        }
      >
        <Profile>
          <AvatarBox>
            <Avatar
              name={doctor.fullname}
              src={doctor.avatar}
              srcSet={doctor.avatar_srcset}
              sizes="(min-width: 768px) 320px, 100vw"
              width={600}
              height={600}
              eager
            />
          </AvatarBox>
          <div>
            <Prose>
              <Role>{doctor.role}</Role>
              {(doctor.background || doctor.description)
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </Prose>
            {/* Outside Prose: its link colour would paint the button's text in its background. */}
            <LinkButton to={bookWith(doctor._id)}>
              Book an appointment
              <span className="visually-hidden"> with {doctor.fullname}</span>
            </LinkButton>
          </div>
        </Profile>
      </PageLayout>
    );
  }
  if (list.status === 'loaded') return <NotFoundPage />;
  return (
    <PageLayout
      title={linkState?.doctor_name ?? TITLE}
      description="Meet the veterinary doctors of our clinic in Nairobi."
    >
      {list.status === 'failed' ? (
        <EmptyState
          message="This doctor's profile could not be loaded."
          action={<Button onClick={() => dispatch(retrievingDoctors.start())}>Try again</Button>}
        />
      ) : (
        <Waiting role="status">Loading the doctor's profile</Waiting>
      )}
    </PageLayout>
  );
}

const Profile = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.up('md')} {
    grid-template-columns: 320px minmax(0, 1fr);
  }
`;

const AvatarBox = styled.div`
  max-width: 320px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Waiting = styled.p`
  min-height: 300px;
  color: ${({ theme }) => theme.colors.muted};
`;
