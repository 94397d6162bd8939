import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { stubObjectUrls } from '../../testing/image-files';
import { renderUi } from '../../testing/render-ui';
import { ImageField, ImagesField } from './image-field';

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

function Harness({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageField label="Profile photo" name="avatar" file={file} onChange={setFile} error={error} />
  );
}

describe('ImageField', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${created.length}-${(blob as File).name}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });

  it('is labelled, takes images only and previews the first chosen one', async () => {
    const { unmount } = renderUi(<Harness />);
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, [
      new File(['a'], 'me.png', { type: 'image/png' }),
      new File(['b'], 'other.png', { type: 'image/png' }),
    ]);
    expect(screen.getByRole('img', { name: 'Preview of me.png' })).toHaveAttribute(
      'src',
      created.at(-1),
    );
    unmount();
    expect(revoked).toContain(created.at(-1));
  });

  it('announces its error and marks the input invalid', () => {
    renderUi(<Harness error="Choose an image file" />);
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose an image file');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an image file');
  });
});

describe('ImagesField', () => {
  stubObjectUrls();

  function Harness() {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <ImagesField label="Account images" name="images" files={files} onChange={setFiles} max={3} />
    );
  }

  it('takes several images, previews each and says how many it takes', async () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Account images');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('Up to 3 images');
    await userEvent.upload(input, [png('a.png'), png('b.png')]);
    expect(screen.getByRole('img', { name: 'Preview of a.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of b.png' })).toBeInTheDocument();
  });
});
