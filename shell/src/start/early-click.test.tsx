import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { restoreEarlyInput, takeEarlyInput } from './early-click';

function Form({ onSend }: { onSend: (values: Record<string, string | boolean>) => void }) {
  const [name, setName] = useState('');
  const [species, setSpecies] = useState('Dog');
  const [agree, setAgree] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, species, agree });
      }}
    >
      <label>
        Name
        <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Species
        <select id="species" value={species} onChange={(event) => setSpecies(event.target.value)}>
          <option>Dog</option>
          <option>Cat</option>
        </select>
      </label>
      <label>
        Agree
        <input
          id="agree"
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
        />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('what a visitor typed before the page hydrated', () => {
  it('takes only the fields changed from the HTML', () => {
    document.body.innerHTML =
      '<input id="a" value="kept"><input id="b" value=""><textarea id="c">x</textarea>' +
      '<select id="d"><option>One</option><option>Two</option></select>' +
      '<input id="e" type="checkbox">';
    (document.getElementById('b') as HTMLInputElement).value = 'typed';
    (document.getElementById('c') as HTMLTextAreaElement).value = 'x and more';
    (document.getElementById('d') as HTMLSelectElement).value = 'Two';
    (document.getElementById('e') as HTMLInputElement).checked = true;
    expect(takeEarlyInput().map(({ id, value }) => [id, value])).toEqual([
      ['b', 'typed'],
      ['c', 'x and more'],
      ['d', 'Two'],
      ['e', 'on'],
    ]);
  });

  it('gives a controlled form back its values as changes React sees', async () => {
    const sent: Record<string, string | boolean>[] = [];
    render(<Form onSend={(values) => sent.push(values)} />);
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    const species = screen.getByLabelText<HTMLSelectElement>('Species');
    const agree = screen.getByLabelText<HTMLInputElement>('Agree');
    // What hydration leaves: the elements back at the component's values, the visitor's taken.
    const early = [
      { field: name, id: 'name', value: 'Juno', checked: false },
      { field: species, id: 'species', value: 'Cat', checked: false },
      { field: agree, id: 'agree', value: 'on', checked: true },
    ];
    act(() => early.forEach(restoreEarlyInput));
    expect(name.value).toBe('Juno');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ name: 'Juno', species: 'Cat', agree: true }]);
  });
});
