import { useMemo } from 'react';
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
import { Link, PageSection } from 'shared-ui';
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

/** Staff card images are 350x300 (docs/behaviour.md#about-us). */
const STAFF_IMAGE = { width: 350, height: 300 };

export function AboutPage() {
  const dispatch = useDispatch();
  const staff = useSelector(selectStaff);
  useLoadOnMount(staff, () => dispatch(retrievingStaff.start()));
  const shown = useMemo(
    () => ({ ...staff, items: staff.items.filter(introducedOnAboutPage) }),
    [staff],
  );

  return (
    <PageLayout
      title="About Us"
      description={`${COMPANY.name}: a Nairobi veterinary practice since ${COMPANY.clinicSince}, established as a company in ${COMPANY.established}. Our mission, vision, staff, awards, gallery and community work.`}
    >
      <PageSection title="Who We Are">
        <Split>
          <Prose>
            <p>
              {COMPANY.name} offers animal health care, pet grooming, boarding and environmental
              assessments. The company was established in {COMPANY.established}, building on a
              clinic that had served farmers and pet owners since {COMPANY.clinicSince}.
            </p>
            <p>
              We are licensed by the Registrar of Companies, the Kenya Veterinary Board and the
              National Environment Management Authority. Our vets, animal health technicians,
              groomers and support staff look after dogs, cats, dairy and beef cattle, goats, sheep,
              poultry and donkeys, at our clinic on Kiambu Road and on farms across the region.
            </p>
          </Prose>
          <Illustration
            name="aboutTeam"
            alt="A green leaf, standing for the care we take of animals and the environment"
          />
        </Split>
      </PageSection>
      <PageSection title="Our Mission">
        <Prose>
          <p>
            To keep animals healthy and productive, and the families and farmers who depend on them
            safe and prosperous, through honest, skilled and affordable veterinary care.
          </p>
        </Prose>
      </PageSection>
      <PageSection title="Our Vision">
        <Prose>
          <p>
            To be the practice Kenyan pet owners and farmers trust first, known for the quality of
            our care and the way we treat people and their animals.
          </p>
          <h3>Our core values</h3>
          <ul>
            {CORE_VALUES.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </Prose>
      </PageSection>
      <PageSection title="The Staff">
        <ListSection
          list={shown}
          what="staff"
          emptyMessage="Our team will be introduced here soon."
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
      <PageSection title="Awards & Accolades">
        <CardGrid $max={4}>
          {AWARDS.map((award) => (
            <AwardCard key={award.title}>
              <Artwork name="award" alt="" />
              <h3>{award.title}</h3>
              <p>
                <strong>{award.year}</strong>. {award.text}
              </p>
            </AwardCard>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title="The Gallery">
        <Gallery>
          {GALLERY.map((picture) => (
            <figure key={picture.image}>
              <Artwork name={picture.image} alt={picture.alt} />
              <figcaption>{picture.caption}</figcaption>
            </figure>
          ))}
        </Gallery>
      </PageSection>
      <PageSection title="The CSR">
        <Prose>
          <p>
            We give back to the profession and the community that trained us, through mentorship,
            student training and guest lectures.
          </p>
          <ul>
            <li>
              <strong>Mentorship:</strong> our vets mentor young graduates in their first years of
              practice, in the clinic and on farm calls.
            </li>
            <li>
              <strong>Student training:</strong> veterinary and animal health students join us for
              attachments and internships. Undergraduates are taken from June to September.
            </li>
            <li>
              <strong>Guest lectures:</strong> we speak at universities, colleges and farmer field
              days on animal health, zoonoses and animal welfare.
            </li>
          </ul>
          <p>
            Internship applications are made by email: send your CV and a covering letter to{' '}
            <a href={`mailto:${COMPANY.careersEmail}?subject=Internship%20application`}>
              {COMPANY.careersEmail}
            </a>
            .
          </p>
        </Prose>
      </PageSection>
      <PageSection title="Our Policy Documents">
        <Prose>
          <ul>
            {POLICY_DOCUMENTS.map((document) => (
              <li key={document.title}>
                <a href={document.url} target="_blank" rel="noopener">
                  {document.title}
                </a>{' '}
                ({document.note})
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
