import { Panel } from 'shared-ui';

export function ViewBlog() {
  return <Panel title="View Blog" />;
}
