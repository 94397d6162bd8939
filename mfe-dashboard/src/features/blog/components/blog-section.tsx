import { Panel } from 'shared-ui';

export function BlogSection() {
  return <Panel title="Blogs" />;
}
