import { useDispatch, useLoadOnMount, useSelector } from 'shared-data';
import { PageSection } from 'shared-ui';
import { CardGrid } from '../../../shared/components/page-layout';
import { ListSection } from '../../../shared/components/load-state';
import { retrievingDoctors, selectDoctors } from '../store/doctors.slice';
import { DoctorCard } from './doctor-card';

/** The home page's 'Our Veterinary Doctors', from GET auth/doctors. */
export function DoctorsSection() {
  const dispatch = useDispatch();
  const doctors = useSelector(selectDoctors);
  const load = () => dispatch(retrievingDoctors.start());
  useLoadOnMount(doctors, load);
  return (
    <PageSection title="Our Veterinary Doctors">
      <ListSection
        list={doctors}
        what="doctors"
        emptyMessage="Our doctors will be introduced here soon."
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
