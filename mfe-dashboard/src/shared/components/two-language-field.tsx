import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { LANGUAGE_TEXTS, swahiliMissing } from '../two-languages';

/** One language's control: uncontrolled from `defaultValue`, or controlled by `value`. */
export interface LanguageSide {
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Its `data-control` (the blog editor finds a block's controls by it). */
  control?: string;
}

export interface TwoLanguageFieldProps {
  /** What the text is, as the English form named it: 'Title', 'Content'. */
  label: string;
  /** The English control's name; the Kiswahili one's is `${name}_sw` unless given. */
  name: string;
  swahiliName?: string;
  multiline?: boolean;
  rows?: number;
  maxLength: number;
  autoComplete?: string;
  english?: LanguageSide;
  swahili?: LanguageSide;
}

/**
 * A text in English and in Kiswahili side by side (stacked English first on a phone), labelled
 * '{label} (English)' and '{label} (Kiswahili)'. The Kiswahili control is `lang="sw"` (spell
 * check, screen readers); while the English has text and the Kiswahili none, a note beside it
 * (its description) says Kiswahili pages show the English.
 */
export function TwoLanguageField({
  label,
  name,
  swahiliName = `${name}_sw`,
  multiline = false,
  rows,
  maxLength,
  autoComplete,
  english = {},
  swahili = {},
}: TwoLanguageFieldProps) {
  const id = useId();
  const [typedEnglish, setTypedEnglish] = useState(english.defaultValue ?? '');
  const [typedSwahili, setTypedSwahili] = useState(swahili.defaultValue ?? '');
  const missing = swahiliMissing(english.value ?? typedEnglish, swahili.value ?? typedSwahili);
  const note = missing ? <Note>{LANGUAGE_TEXTS.missingNote}</Note> : null;

  // The name is the form's own word and the language after it, each part its own element, so
  // the control is called 'Title (English)' and still found as the field 'Title'.
  const nameId = `${id}-name`;
  const languageId = `${id}-language`;
  return (
    <Pair>
      <LanguageControl
        side={english}
        onTyped={setTypedEnglish}
        multiline={multiline}
        label={
          <>
            <span id={nameId}>{label}</span> <span id={languageId}>{LANGUAGE_TEXTS.english}</span>
          </>
        }
        labelledBy={`${nameId} ${languageId}`}
        name={name}
        rows={rows}
        maxLength={maxLength}
        autoComplete={autoComplete}
      />
      <LanguageControl
        side={{
          ...swahili,
          hint:
            note && swahili.hint ? (
              <>
                {swahili.hint} {note}
              </>
            ) : (
              (note ?? swahili.hint)
            ),
        }}
        onTyped={setTypedSwahili}
        multiline={multiline}
        label={`${label} ${LANGUAGE_TEXTS.swahili}`}
        lang="sw"
        name={swahiliName}
        rows={rows}
        maxLength={maxLength}
        autoComplete={autoComplete}
      />
    </Pair>
  );
}

interface LanguageControlProps {
  side: LanguageSide;
  onTyped: (value: string) => void;
  multiline: boolean;
  label: ReactNode;
  labelledBy?: string;
  lang?: string;
  name: string;
  rows?: number;
  maxLength: number;
  autoComplete?: string;
}

function LanguageControl({
  side,
  onTyped,
  multiline,
  label,
  labelledBy,
  lang,
  name,
  rows,
  maxLength,
  autoComplete,
}: LanguageControlProps) {
  const change = (value: string) => {
    onTyped(value);
    side.onChange?.(value);
  };
  const text =
    side.value !== undefined ? { value: side.value } : { defaultValue: side.defaultValue };
  const common = {
    label,
    name,
    lang,
    maxLength,
    autoComplete,
    required: side.required,
    error: side.error,
    hint: side.hint,
    'aria-labelledby': labelledBy,
    ...text,
  };
  return multiline ? (
    <Field
      as="textarea"
      rows={rows}
      data-control={side.control}
      {...common}
      onChange={(event) => change(event.currentTarget.value)}
    />
  ) : (
    <Field
      data-control={side.control}
      {...common}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};

  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.span`
  font-style: italic;
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border: 1px dashed ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * 'Kiswahili missing' on a card, in words (not only a colour), or the parts missing: 'Kiswahili
 * missing: title and 3 of 5 blocks'. Nothing when nothing is missing.
 */
export function SwahiliMissing({ missing }: { missing: boolean | readonly string[] }) {
  if (missing === false || (Array.isArray(missing) && missing.length === 0)) return null;
  const text =
    missing === true ? LANGUAGE_TEXTS.missing : LANGUAGE_TEXTS.missingParts(missing as string[]);
  return <Badge>{text}</Badge>;
}
