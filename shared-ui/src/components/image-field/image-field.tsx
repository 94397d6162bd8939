import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ImageFieldProps {
  label: ReactNode;
  name: string;
  /** The chosen file, shown as a preview; null for none. */
  file: File | null;
  /** Called with the first chosen file (SPEC §5: only the first is used), or null. */
  onChange: (file: File | null) => void;
  /** Shown under the control, announced, and marks the control invalid. */
  error?: string;
  disabled?: boolean;
  /** The file types the picker offers. */
  accept?: string;
}

/** A labelled single-image picker with a preview of the chosen image. */
export function ImageField({
  label,
  name,
  file,
  onChange,
  error,
  disabled,
  accept = 'image/*',
}: ImageFieldProps) {
  const id = useId();
  const preview = usePreviewUrl(file);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {preview && <Preview src={preview} alt={`Preview of ${file?.name ?? 'the chosen image'}`} />}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

/** An object URL for the file while it is shown, released when it changes or leaves. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};

  label {
    font-weight: 600;
  }
  input {
    max-width: 100%;
    min-height: 44px;
  }
`;

const Preview = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;
