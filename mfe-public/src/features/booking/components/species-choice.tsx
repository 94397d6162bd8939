import type { RefObject } from 'react';
import styled from 'styled-components';
import { PET_SPECIES, type PetSpecies } from 'shared-data/contract/booking';
import { defineMessages, useIntl } from 'shared-ui';

const messages = defineMessages({
  legend: { id: 'booking.species.legend', defaultMessage: 'Your pet is a' },
  Dog: { id: 'booking.species.dog', defaultMessage: 'Dog' },
  Cat: { id: 'booking.species.cat', defaultMessage: 'Cat' },
  Rabbit: { id: 'booking.species.rabbit', defaultMessage: 'Rabbit' },
  Bird: { id: 'booking.species.bird', defaultMessage: 'Bird' },
  Cattle: { id: 'booking.species.cattle', defaultMessage: 'Cattle' },
  'Goat or sheep': { id: 'booking.species.goatOrSheep', defaultMessage: 'Goat or sheep' },
  Other: { id: 'booking.species.other', defaultMessage: 'Other' },
});

/**
 * A listed species in the page's language (the value sent stays the English of PET_SPECIES); a
 * species not listed as it is.
 */
export function useSpeciesName(): (species: string) => string {
  const intl = useIntl();
  return (species) =>
    (PET_SPECIES as readonly string[]).includes(species)
      ? intl.formatMessage(messages[species as PetSpecies])
      : species;
}

export interface SpeciesChoiceProps {
  value: string;
  onChange: (species: string) => void;
  /** Why the visitor must choose first, shown and linked to the group. */
  error: string | null;
  groupRef: RefObject<HTMLFieldSetElement | null>;
}

/**
 * The pet's species, asked before anything else: it decides which doctors can be booked. Radio
 * buttons drawn as chips, two or three to a row on a phone; named `species`, so the first step's
 * form sends it with the service when the page's script has not run yet.
 */
export function SpeciesChoice({ value, onChange, error, groupRef }: SpeciesChoiceProps) {
  const intl = useIntl();
  const name = useSpeciesName();
  return (
    <Group
      ref={groupRef}
      aria-describedby={error ? 'species-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{intl.formatMessage(messages.legend)}</legend>
      {error && (
        <Error id="species-error" role="alert">
          {error}
        </Error>
      )}
      <Chips>
        {PET_SPECIES.map((species) => (
          <label key={species}>
            <input
              type="radio"
              name="species"
              value={species}
              // Not held by React: a pet ticked before the page's script ran stays ticked (the
              // page reads it when it starts).
              defaultChecked={value === species}
              onChange={() => onChange(species)}
            />
            <span>{name(species)}</span>
          </label>
        ))}
      </Chips>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: 600;
  }
`;

const Error = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  label {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  input:checked + span {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
