import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { largestOf, SITE_ROUTES, useDispatch, useSelector } from 'shared-data';
import {
  Button,
  defineMessages,
  EmptyState,
  FormattedMessage,
  LinkButton,
  media,
  NotFoundPage,
  useLocation,
  useIntl,
  useParams,
} from 'shared-ui';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { retrievingDoctors, selectDoctor, selectDoctors } from '../store/doctors.slice';
import { Avatar } from '../../../shared/components/avatar';
import { Role, type DoctorLinkState } from './doctor-card';

const messages = defineMessages({
  title: { id: 'doctors.page.title', defaultMessage: 'Our Veterinary Doctors' },
  description: {
    id: 'doctors.page.description',
    defaultMessage: '{name}, {role} at our veterinary clinic in Nairobi. {description}',
  },
  photo: { id: 'doctors.page.photo', defaultMessage: 'Photo of {name}' },
  book: {
    id: 'doctors.page.book',
    defaultMessage: 'Book an appointment<hidden> with {name}</hidden>',
  },
  listDescription: {
    id: 'doctors.page.listDescription',
    defaultMessage: 'Meet the veterinary doctors of our clinic in Nairobi.',
  },
  failed: {
    id: 'doctors.page.failed',
    defaultMessage: "This doctor's profile could not be loaded.",
  },
  tryAgain: { id: 'doctors.page.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'doctors.page.loading', defaultMessage: "Loading the doctor's profile" },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** The booking page with this doctor chosen (docs/behaviour.md#doctor-pages). */
export const bookWith = (doctorId: string) =>
  `${SITE_ROUTES.public.bookAppointment}?${new URLSearchParams({ doctor: doctorId }).toString()}`;

/**
 * One doctor's avatar, fullname, role and background (docs/behaviour.md#doctor-pages). The id comes from the
 * navigation state when the visitor came from a card, and from the address otherwise, so the
 * page also works when opened directly or reloaded; the list is loaded when it is not here yet.
 */
export function DoctorPage() {
  const intl = useIntl();
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
        description={intl
          .formatMessage(messages.description, {
            name: doctor.fullname,
            role: doctor.role,
            description: doctor.description,
          })
          .slice(0, 300)}
        // The doctor's photo on link cards, its largest width (the server adds its size).
        head={
          doctor.avatar
            ? {
                image: largestOf(doctor.avatar, doctor.avatar_srcset).src,
                imageAlt: intl.formatMessage(messages.photo, { name: doctor.fullname }),
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
              <FormattedMessage {...messages.book} values={{ hidden, name: doctor.fullname }} />
            </LinkButton>
          </div>
        </Profile>
      </PageLayout>
    );
  }
  if (list.status === 'loaded') return <NotFoundPage />;
  return (
    <PageLayout
      title={linkState?.doctor_name ?? intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.listDescription)}
    >
      {list.status === 'failed' ? (
        <EmptyState
          message={intl.formatMessage(messages.failed)}
          action={
            <Button onClick={() => dispatch(retrievingDoctors.start())}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          }
        />
      ) : (
        <Waiting role="status">{intl.formatMessage(messages.loading)}</Waiting>
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
