import { Panel } from 'shared-ui';

export function CarouselSection() {
  return <Panel title="Carousel" />;
}
