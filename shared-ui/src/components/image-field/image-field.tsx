import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ImageFieldProps {
  label: ReactNode;
  name: string;
  /** The chosen file, shown as a preview; null for none. */
  file: File | null;
  /**
   * Called with the first chosen file (only the first is used: docs/behaviour.md#validation), or
   * null.
   */
  onChange: (file: File | null) => void;
  /** Shown under the control, announced, and marks the control invalid. */
  error?: string;
  disabled?: boolean;
  /** The file types the picker offers. */
  accept?: string;
  /** A round preview (a profile photo) or a wide one (a slide, a blog cover). */
  preview?: 'round' | 'wide';
  /** Shown under the label (what is accepted, how large). */
  hint?: ReactNode;
  required?: boolean;
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
  preview: shape = 'round',
  hint,
  required,
}: ImageFieldProps) {
  const id = useId();
  const preview = usePreviewUrl(file);
  const input = useInputCleared(file === null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {preview && (
        <Preview
          src={preview}
          alt={`Preview of ${file?.name ?? 'the chosen image'}`}
          $shape={shape}
        />
      )}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

export interface ImagesFieldProps extends Omit<ImageFieldProps, 'file' | 'onChange' | 'preview'> {
  files: File[];
  /** Called with every chosen file; the caller checks the count against `max`. */
  onChange: (files: File[]) => void;
  /** The most files the input declares (3 for the account images). */
  max: number;
}

/** A labelled picker of several images, each previewed. */
export function ImagesField({
  label,
  name,
  files,
  onChange,
  error,
  disabled,
  accept = 'image/*',
  max,
  hint,
}: ImagesFieldProps) {
  const id = useId();
  const input = useInputCleared(files.length === 0);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <HintText id={`${id}-hint`}>{hint ?? `Up to ${max} images`}</HintText>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple
        data-max={max}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ')}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
      />
      {files.length > 0 && (
        <Previews>
          {files.map((file, index) => (
            <ImagePreview key={`${index}-${file.name}`} file={file} />
          ))}
        </Previews>
      )}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

function ImagePreview({ file }: { file: File }) {
  const url = usePreviewUrl(file);
  return url ? <Preview src={url} alt={`Preview of ${file.name}`} $shape="wide" /> : null;
}

/** A file input keeps its chosen file until told: empties it when the form lets go of it. */
function useInputCleared(empty: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (empty && ref.current) ref.current.value = '';
  }, [empty]);
  return ref;
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

const Preview = styled.img<{ $shape: 'round' | 'wide' }>`
  width: ${({ $shape }) => ($shape === 'round' ? '96px' : '160px')};
  height: 96px;
  object-fit: cover;
  border-radius: ${({ $shape, theme }) => ($shape === 'round' ? '50%' : theme.radii.md)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Previews = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const HintText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;
