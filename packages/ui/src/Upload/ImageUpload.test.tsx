import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { ImageUpload, PROFILE_PHOTO_MAX_BYTES } from './ImageUpload';
import type { UploadRequest } from './uploadRequest';

const neverAnswers: UploadRequest = () => ({ abort: () => undefined });
const png = (size: number, name = 'me.png') =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('ImageUpload (profile photo: image file only, at most 1 MB)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the limit is 1 MB = 1,048,576 bytes', () => {
    expect(PROFILE_PHOTO_MAX_BYTES).toBe(1_048_576);
  });

  it('accepts an image of exactly 1 MB and refuses one byte more with a clear error', async () => {
    const user = userEvent.setup();
    const request = vi.fn(neverAnswers);
    renderWithMaru(<ImageUpload action="/photo" request={request} />);
    const input = screen.getByLabelText('사진 선택');
    await user.upload(input, png(1_048_577, 'big.png'));
    expect(screen.getByRole('list', { name: '업로드 오류' })).toHaveTextContent(
      'big.png: 프로필 사진은 1MB 이하여야 합니다.',
    );
    expect(request).not.toHaveBeenCalled();
    await user.upload(input, png(1_048_576));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an image, in the active locale', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithMaru(<ImageUpload action="/photo" request={neverAnswers} />, 'en');
    expect(screen.getByText('Image file, up to 1 MB')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Choose photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      'cv.pdf: only image files can be used.',
    );
  });

  it('only one photo: a second one is refused until the first is removed', async () => {
    const user = userEvent.setup();
    renderWithMaru(<ImageUpload action="/photo" request={neverAnswers} />, 'en');
    const input = screen.getByLabelText('Choose photo');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, png(10, 'a.png'));
    await user.upload(input, png(10, 'b.png'));
    expect(screen.getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      'Only one photo can be used.',
    );
    expect(screen.queryByText('b.png')).not.toBeInTheDocument();
  });

  it('previews an uploaded photo from its url', () => {
    renderWithMaru(
      <ImageUpload
        action="/photo"
        defaultFileList={[
          {
            uid: 'p',
            name: 'me.png',
            size: 10,
            type: 'image/png',
            status: 'done',
            percent: 100,
            url: 'https://example.test/me.png',
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: '프로필 사진 미리보기' })).toHaveAttribute(
      'src',
      'https://example.test/me.png',
    );
  });

  it('previews a picked photo through an object URL that is revoked on unmount', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview-1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const user = userEvent.setup();
    const { unmount } = renderWithMaru(<ImageUpload action="/photo" request={neverAnswers} />);
    await user.upload(screen.getByLabelText('사진 선택'), png(10));
    expect(screen.getByRole('img', { name: '프로필 사진 미리보기' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });
});
