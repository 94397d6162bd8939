import { useCallback, useState } from 'react';
import { IMAGE_MESSAGES, imageFileProblem } from '../image-check';

export interface ImageChoiceOptions {
  /** A form that cannot be sent without an image (add blog, add carousel image). */
  required?: boolean;
  requiredMessage?: string;
}

/**
 * The state of one image picker in a form: the chosen file, checked as it is chosen (type and
 * size), and `check()` for submit, which also catches a missing required image. Spread
 * `field` into an ImageField.
 */
export function useImageChoice({
  required = false,
  requiredMessage = IMAGE_MESSAGES.required,
}: ImageChoiceOptions = {}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  const choose = useCallback((chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? imageFileProblem(chosen) : undefined);
  }, []);

  /** True when the form may be sent; otherwise shows why. */
  const check = (): boolean => {
    if (file) {
      const problem = imageFileProblem(file);
      setError(problem);
      return problem === undefined;
    }
    if (required) {
      setError(requiredMessage);
      return false;
    }
    return true;
  };

  const reset = useCallback(() => {
    setFile(null);
    setError(undefined);
  }, []);

  return { file, error, check, reset, field: { file, onChange: choose, error } };
}
