import { screen, within } from '@testing-library/react';
import { renderUi } from 'shared-ui/testing';
import { Button } from 'shared-ui';
import { Panel, PanelSection } from './panel';

describe('PanelSection', () => {
  it('is a region of its panel named by its h2, with its own buttons and content', () => {
    renderUi(
      <Panel title="Others">
        <PanelSection title="Counters" actions={<Button>Add A Counter</Button>}>
          counters
        </PanelSection>
        <PanelSection title="Promises">promises</PanelSection>
      </Panel>,
    );
    const counters = screen.getByRole('region', { name: 'Counters' });
    expect(within(counters).getByRole('heading', { level: 2, name: 'Counters' })).toBeVisible();
    expect(within(counters).getByRole('button', { name: 'Add A Counter' })).toBeVisible();
    expect(counters).toHaveTextContent('counters');
    const promises = screen.getByRole('region', { name: 'Promises' });
    expect(within(promises).queryByRole('button')).not.toBeInTheDocument();
    expect(promises).toHaveTextContent('promises');
    expect(document.title).toMatch(/^Others · Dashboard/);
  });
});
