import { useId, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Label = styled.label`
  font-weight: 600;
`;

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.background};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;
const Textarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;
const Select = styled.select`
  ${controlStyles}
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Count = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface FieldOwnProps {
  label: ReactNode;
  name: string;
  /** Shown under the control, announced, and marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  /** Generated with useId when not given. */
  id?: string;
}

type Native<T extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<T>,
  keyof FieldOwnProps | 'as'
>;

export type InputFieldProps = FieldOwnProps & { as?: 'input' } & Native<'input'>;
/** With `maxLength`, a textarea shows a live '{n}/{max}' character count. */
export type TextareaFieldProps = FieldOwnProps & { as: 'textarea' } & Native<'textarea'>;
export type SelectFieldProps = FieldOwnProps & { as: 'select' } & Native<'select'>;
export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

/** A labelled form control with optional hint and error text. */
export function Field(props: FieldProps) {
  const { label, error, hint, id: idProp, ...native } = props;
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;

  // Uncontrolled textareas: track the length here for the character count.
  const [typed, setTyped] = useState(() =>
    native.as === 'textarea' ? String(native.defaultValue ?? '').length : 0,
  );
  const limit = native.as === 'textarea' ? native.maxLength : undefined;

  const describedBy =
    [
      hint ? hintId : null,
      limit !== undefined ? countId : null,
      error ? errorId : null,
      native['aria-describedby'],
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };

  // `as` is passed on to styled-components, where it names the same element.
  let control: ReactNode;
  let length = 0;
  if (native.as === 'textarea') {
    const { onChange } = native;
    length = native.value !== undefined ? String(native.value).length : typed;
    control = (
      <Textarea
        {...native}
        {...a11y}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
      />
    );
  } else if (native.as === 'select') {
    control = <Select {...native} {...a11y} />;
  } else {
    control = <Input {...native} {...a11y} />;
  }

  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {control}
      {limit !== undefined && (
        <Count id={countId}>
          <span aria-hidden="true">{`${length}/${limit}`}</span>
          <span className="visually-hidden">{`${length} of ${limit} characters used`}</span>
        </Count>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}
