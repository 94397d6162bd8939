import { Panel } from '../../../shared/components/panel';
import { CounterList } from './counter-list';
import { PromiseList } from './promise-list';

/** Others: the home page's counters and promise cards (docs/behaviour.md#dashboard). */
export function OthersSection() {
  return (
    <Panel title="Others">
      <CounterList />
      <PromiseList />
    </Panel>
  );
}
