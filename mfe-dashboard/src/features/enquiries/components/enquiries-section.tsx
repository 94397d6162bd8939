import { Panel } from 'shared-ui';

export function EnquiriesSection() {
  return <Panel title="Client Enquiries" />;
}
