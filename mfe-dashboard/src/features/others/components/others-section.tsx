import { Panel } from 'shared-ui';

export function OthersSection() {
  return <Panel title="Others" />;
}
