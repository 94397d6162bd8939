import { Panel } from 'shared-ui';

export function AccountSection() {
  return <Panel title="My Account" />;
}
