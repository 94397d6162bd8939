import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from 'shared-data';
import { useState } from 'react';
import { ImageField } from 'shared-ui/forms';
import { renderUi, stubObjectUrls } from 'shared-ui/testing';
import { imageFileProblem } from '../image-check';
import { useImageChoice } from './use-image-choice';

const png = (name = 'slide.png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('imageFileProblem', () => {
  it('takes images up to the server limit, refuses other files and larger images', () => {
    expect(imageFileProblem(png())).toBeUndefined();
    expect(imageFileProblem(png('big.png', LIMITS.imageBytes))).toBeUndefined();
    expect(imageFileProblem(png('big.png', LIMITS.imageBytes + 1))).toBe(
      'The image is larger than 5 MB',
    );
    expect(imageFileProblem(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))).toBe(
      'Choose an image file',
    );
  });
});

function Picker({ required }: { required?: boolean }) {
  const image = useImageChoice({ required });
  const [sent, setSent] = useState('');
  return (
    <>
      <ImageField label="Image" name="image" {...image.field} />
      <button
        onClick={() => setSent(image.check() ? `sent ${image.file?.name ?? 'none'}` : 'held')}
      >
        Send
      </button>
      <button onClick={image.reset}>Reset</button>
      <output>{sent}</output>
    </>
  );
}

describe('useImageChoice with ImageField', () => {
  stubObjectUrls();

  it('says at once why a chosen file cannot go, and holds the form', async () => {
    renderUi(<Picker />);
    await userEvent.upload(
      screen.getByLabelText('Image'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription('Choose an image file');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('held');
  });

  it('asks for a required image, then sends the chosen one; reset empties the input', async () => {
    renderUi(<Picker required />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an image');
    await userEvent.upload(screen.getByLabelText('Image'), png());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of slide.png' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('sent slide.png');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Image')).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('an optional image may be left out', async () => {
    renderUi(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('sent none');
  });
});
