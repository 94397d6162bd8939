import { Panel } from '../../../shared/components/panel';
import { CounterList } from './counter-list';
import { PromiseList } from './promise-list';

/** The home page's counters and promise cards (SPEC §2.12 Others). */
export function OthersSection() {
  return (
    <Panel title="Others">
      <CounterList />
      <PromiseList />
    </Panel>
  );
}
