import type { RefObject } from 'react';
import styled from 'styled-components';
import { PET_SPECIES } from 'shared-data/contract/booking';

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
  return (
    <Group
      ref={groupRef}
      aria-describedby={error ? 'species-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>Your pet is a</legend>
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
            <span>{species}</span>
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
