import { Panel } from 'shared-ui';

export function AddStaffPage() {
  return <Panel title="Add A Staff" />;
}
