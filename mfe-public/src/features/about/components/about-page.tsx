import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPANY,
  SITE_ROUTES,
  sitePath,
  useDispatch,
  useLoadOnMount,
  useSelector,
  type StaffMember,
} from 'shared-data';
import { defineMessages, FormattedMessage, Link, PageSection, useIntl } from 'shared-ui';
import { Avatar } from '../../../shared/components/avatar';
import { ListSection } from '../../../shared/components/load-state';
import {
  CardGrid,
  Illustration,
  PageLayout,
  Prose,
  Split,
} from '../../../shared/components/page-layout';
import { Artwork } from '../../../shared/images/artwork';
import { introducedOnAboutPage, retrievingStaff, selectStaff } from '../store/staff.slice';
import { AWARDS, CORE_VALUES, GALLERY, POLICY_DOCUMENTS } from './about-content';

const messages = defineMessages({
  title: { id: 'about.title', defaultMessage: 'About Us' },
  description: {
    id: 'about.description',
    defaultMessage:
      '{name}: a Nairobi veterinary practice since {since}, established as a company in {established}. Our mission, vision, staff, awards, gallery and community work.',
  },
  whoWeAre: { id: 'about.whoWeAre', defaultMessage: 'Who We Are' },
  whoWeAreOffer: {
    id: 'about.whoWeAre.offer',
    defaultMessage:
      '{name} offers animal health care, pet grooming, boarding and environmental assessments. The company was established in {established}, building on a clinic that had served farmers and pet owners since {since}.',
  },
  whoWeAreLicensed: {
    id: 'about.whoWeAre.licensed',
    defaultMessage:
      'We are licensed by the Registrar of Companies, the Kenya Veterinary Board and the National Environment Management Authority. Our vets, animal health technicians, groomers and support staff look after dogs, cats, dairy and beef cattle, goats, sheep, poultry and donkeys, at our clinic on Kiambu Road and on farms across the region.',
  },
  whoWeAreAlt: {
    id: 'about.whoWeAre.alt',
    defaultMessage: 'A green leaf, standing for the care we take of animals and the environment',
  },
  mission: { id: 'about.mission', defaultMessage: 'Our Mission' },
  missionText: {
    id: 'about.mission.text',
    defaultMessage:
      'To keep animals healthy and productive, and the families and farmers who depend on them safe and prosperous, through honest, skilled and affordable veterinary care.',
  },
  vision: { id: 'about.vision', defaultMessage: 'Our Vision' },
  visionText: {
    id: 'about.vision.text',
    defaultMessage:
      'To be the practice Kenyan pet owners and farmers trust first, known for the quality of our care and the way we treat people and their animals.',
  },
  coreValues: { id: 'about.coreValues', defaultMessage: 'Our core values' },
  staff: { id: 'about.staff', defaultMessage: 'The Staff' },
  staffEmpty: { id: 'about.staff.empty', defaultMessage: 'Our team will be introduced here soon.' },
  staffFailed: { id: 'about.staff.failed', defaultMessage: 'The staff could not be loaded.' },
  staffLoading: { id: 'about.staff.loading', defaultMessage: 'Loading staff' },
  awards: { id: 'about.awards', defaultMessage: 'Awards & Accolades' },
  gallery: { id: 'about.gallery', defaultMessage: 'The Gallery' },
  csr: { id: 'about.csr', defaultMessage: 'The CSR' },
  csrIntro: {
    id: 'about.csr.intro',
    defaultMessage:
      'We give back to the profession and the community that trained us, through mentorship, student training and guest lectures.',
  },
  csrMentorship: {
    id: 'about.csr.mentorship',
    defaultMessage:
      '<b>Mentorship:</b> our vets mentor young graduates in their first years of practice, in the clinic and on farm calls.',
  },
  csrTraining: {
    id: 'about.csr.training',
    defaultMessage:
      '<b>Student training:</b> veterinary and animal health students join us for attachments and internships. Undergraduates are taken from June to September.',
  },
  csrLectures: {
    id: 'about.csr.lectures',
    defaultMessage:
      '<b>Guest lectures:</b> we speak at universities, colleges and farmer field days on animal health, zoonoses and animal welfare.',
  },
  csrApply: {
    id: 'about.csr.apply',
    defaultMessage:
      'Internship applications are made by email: send your CV and a covering letter to <mail>{email}</mail>.',
  },
  documents: { id: 'about.documents', defaultMessage: 'Our Policy Documents' },
  document: { id: 'about.document', defaultMessage: '<link>{title}</link> ({note})' },
});

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Staff card images are 350x300 (docs/behaviour.md#about-us). */
const STAFF_IMAGE = { width: 350, height: 300 };

export function AboutPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const staff = useSelector(selectStaff);
  useLoadOnMount(staff, () => dispatch(retrievingStaff.start()));
  const shown = useMemo(
    () => ({ ...staff, items: staff.items.filter(introducedOnAboutPage) }),
    [staff],
  );
  // Years are written as they are (no grouping).
  const company = {
    name: COMPANY.name,
    since: String(COMPANY.clinicSince),
    established: String(COMPANY.established),
  };

  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description, company)}
    >
      <PageSection title={intl.formatMessage(messages.whoWeAre)}>
        <Split>
          <Prose>
            <p>{intl.formatMessage(messages.whoWeAreOffer, company)}</p>
            <p>{intl.formatMessage(messages.whoWeAreLicensed)}</p>
          </Prose>
          <Illustration name="aboutTeam" alt={intl.formatMessage(messages.whoWeAreAlt)} />
        </Split>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.mission)}>
        <Prose>
          <p>{intl.formatMessage(messages.missionText)}</p>
        </Prose>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.vision)}>
        <Prose>
          <p>{intl.formatMessage(messages.visionText)}</p>
          <h3>{intl.formatMessage(messages.coreValues)}</h3>
          <ul>
            {CORE_VALUES.map((value) => (
              <li key={value.id}>{intl.formatMessage(value)}</li>
            ))}
          </ul>
        </Prose>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.staff)}>
        <ListSection
          list={shown}
          failedMessage={intl.formatMessage(messages.staffFailed)}
          loadingMessage={intl.formatMessage(messages.staffLoading)}
          emptyMessage={intl.formatMessage(messages.staffEmpty)}
          onRetry={() => dispatch(retrievingStaff.start())}
        >
          {(members) => (
            <CardGrid $max={4}>
              {members.map((member) => (
                <StaffCard key={member._id}>
                  <Avatar
                    name={member.fullname}
                    src={member.avatar}
                    srcSet={member.avatar_srcset}
                    sizes="350px"
                    {...STAFF_IMAGE}
                  />
                  <h3>
                    <StaffName member={member} />
                  </h3>
                  <p>{member.role}</p>
                </StaffCard>
              ))}
            </CardGrid>
          )}
        </ListSection>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.awards)}>
        <CardGrid $max={4}>
          {AWARDS.map((award) => (
            <AwardCard key={award.title.id}>
              <Artwork name="award" alt="" />
              <h3>{intl.formatMessage(award.title)}</h3>
              <p>
                <strong>{award.year}</strong>. {intl.formatMessage(award.text)}
              </p>
            </AwardCard>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.gallery)}>
        <Gallery>
          {GALLERY.map((picture) => (
            <figure key={picture.image}>
              <Artwork name={picture.image} alt={intl.formatMessage(picture.alt)} />
              <figcaption>{intl.formatMessage(picture.caption)}</figcaption>
            </figure>
          ))}
        </Gallery>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.csr)}>
        <Prose>
          <p>{intl.formatMessage(messages.csrIntro)}</p>
          <ul>
            <li>
              <FormattedMessage {...messages.csrMentorship} values={{ b: bold }} />
            </li>
            <li>
              <FormattedMessage {...messages.csrTraining} values={{ b: bold }} />
            </li>
            <li>
              <FormattedMessage {...messages.csrLectures} values={{ b: bold }} />
            </li>
          </ul>
          <p>
            <FormattedMessage
              {...messages.csrApply}
              values={{
                email: COMPANY.careersEmail,
                // The subject stays English: it sorts the mail in the clinic's inbox.
                mail: (chunks: ReactNode[]) => (
                  <a href={`mailto:${COMPANY.careersEmail}?subject=Internship%20application`}>
                    {chunks}
                  </a>
                ),
              }}
            />
          </p>
        </Prose>
      </PageSection>
      <PageSection title={intl.formatMessage(messages.documents)}>
        <Prose>
          <ul>
            {POLICY_DOCUMENTS.map((document) => (
              <li key={document.url}>
                <FormattedMessage
                  {...messages.document}
                  values={{
                    title: intl.formatMessage(document.title),
                    note: intl.formatMessage(document.note),
                    link: (chunks: ReactNode[]) => (
                      <a href={document.url} target="_blank" rel="noopener">
                        {chunks}
                      </a>
                    ),
                  }}
                />
              </li>
            ))}
          </ul>
        </Prose>
      </PageSection>
    </PageLayout>
  );
}

/** A doctor's name leads to their page (the doctors' list holds ACTIVE doctors, as here). */
function StaffName({ member }: { member: StaffMember }) {
  if (!member.isDoctor) return <>{member.fullname}</>;
  // The state a doctor's page reads when reached from a card (docs/behaviour.md#doctor-pages).
  const state = { doctor_id: member._id, doctor_name: member.fullname };
  return (
    <Link to={sitePath(SITE_ROUTES.public.doctor, { id: member._id })} state={state}>
      {member.fullname}
    </Link>
  );
}

const StaffCard = styled.article`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  img,
  [role='img'] {
    max-width: 350px;
    margin: 0 auto;
    aspect-ratio: 350 / 300;
  }
  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 a {
    color: inherit;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const AwardCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  h3,
  p {
    margin: ${({ theme }) => theme.space[3]};
  }
  h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Gallery = styled(CardGrid)`
  figure {
    margin: 0;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
