import { Panel } from 'shared-ui';

export function StaffSection() {
  return <Panel title="The Staff" />;
}
