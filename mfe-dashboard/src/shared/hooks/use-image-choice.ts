import { useCallback, useRef, useState } from 'react';
import { imageTooSmall, type ImageSize } from 'shared-data';
import { IMAGE_MESSAGES, imageFileProblem } from '../image-check';
import { readImageSize, surelyTooSmall } from '../image-size';

export interface ImageChoiceOptions {
  /** A form that cannot be sent without an image (add blog, add carousel image). */
  required?: boolean;
  requiredMessage?: string;
  /**
   * The smallest size the server takes for this image (a shape of IMAGE_SIZES): a smaller one is
   * refused as it is chosen, in the server's words, when its header tells its size.
   */
  minSize?: ImageSize;
}

/**
 * The state of one image picker in a form: the chosen file, checked as it is chosen (type, size
 * in bytes, and its pixels against `minSize`), and `check()` for submit, which also catches a
 * missing required image. Spread `field` into an ImageField.
 */
export function useImageChoice({
  required = false,
  requiredMessage = IMAGE_MESSAGES.required,
  minSize,
}: ImageChoiceOptions = {}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  // Why the chosen file's pixels are too few, once its header is read.
  const [sizeProblem, setSizeProblem] = useState<string>();
  const chosenRef = useRef<File | null>(null);

  const choose = useCallback(
    (chosen: File | null) => {
      chosenRef.current = chosen;
      setFile(chosen);
      setSizeProblem(undefined);
      const problem = chosen ? imageFileProblem(chosen) : undefined;
      setError(problem);
      if (!chosen || problem || !minSize) return;
      void readImageSize(chosen).then((size) => {
        // Another file was chosen meanwhile: this answer is not about it.
        if (chosenRef.current !== chosen) return;
        const small = surelyTooSmall(minSize, size);
        const message = small ? (imageTooSmall(minSize, small) ?? undefined) : undefined;
        setSizeProblem(message);
        if (message) setError(message);
      });
    },
    [minSize],
  );

  /** True when the form may be sent; otherwise shows why. */
  const check = (): boolean => {
    if (file) {
      const problem = imageFileProblem(file) ?? sizeProblem;
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
    chosenRef.current = null;
    setFile(null);
    setError(undefined);
    setSizeProblem(undefined);
  }, []);

  return { file, error, check, reset, field: { file, onChange: choose, error } };
}
