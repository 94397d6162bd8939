import { useDispatch, useLoadOnMount, useSelector } from 'shared-data';
import { defineMessages, PageSection, useIntl } from 'shared-ui';
import { CardGrid } from '../../../shared/components/page-layout';
import { ListSection } from '../../../shared/components/load-state';
import { retrievingDoctors, selectDoctors } from '../store/doctors.slice';
import { DoctorCard } from './doctor-card';

const messages = defineMessages({
  title: { id: 'doctors.section.title', defaultMessage: 'Our Veterinary Doctors' },
  empty: {
    id: 'doctors.section.empty',
    defaultMessage: 'Our doctors will be introduced here soon.',
  },
  failed: { id: 'doctors.section.failed', defaultMessage: 'The doctors could not be loaded.' },
  loading: { id: 'doctors.section.loading', defaultMessage: 'Loading doctors' },
});

/** The home page's 'Our Veterinary Doctors', from GET auth/doctors. */
export function DoctorsSection() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const doctors = useSelector(selectDoctors);
  const load = () => dispatch(retrievingDoctors.start());
  useLoadOnMount(doctors, load);
  return (
    <PageSection title={intl.formatMessage(messages.title)}>
      <ListSection
        list={doctors}
        failedMessage={intl.formatMessage(messages.failed)}
        loadingMessage={intl.formatMessage(messages.loading)}
        emptyMessage={intl.formatMessage(messages.empty)}
        onRetry={load}
      >
        {(items) => (
          <CardGrid $max={3}>
            {items.map((doctor) => (
              <DoctorCard key={doctor._id} doctor={doctor} />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageSection>
  );
}
