import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUpload } from './ImageUpload';
import type { UploadFile } from './uploadFile';
import type { UploadRequest } from './uploadRequest';

const succeeds: UploadRequest = ({ onSuccess }) => {
  onSuccess({ url: '/photos/me.png' });
  return { abort: () => undefined };
};

/** A drawn portrait as a data: URL, so the preview needs no network and never changes. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#b7caff"/>' +
    '<circle cx="48" cy="38" r="17" fill="#1b3fae"/>' +
    '<path d="M14 96c3-20 17-30 34-30s31 10 34 30Z" fill="#1b3fae"/></svg>',
)}`;

const uploadedPhoto: UploadFile = {
  uid: 'photo',
  name: 'profile.png',
  size: 482_304,
  type: 'image/png',
  status: 'done',
  percent: 100,
  url: portrait,
};

const png = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'ui/ImageUpload',
  component: ImageUpload,
  tags: ['autodocs'],
  args: { action: '/api/profile/photo', request: succeeds, onChange: fn(), onError: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '사진 선택' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('이미지 파일, 최대 1MB');
    button.blur();
  },
};

export const WithPreview: Story = {
  args: { defaultFileList: [uploadedPhoto] },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '프로필 사진 미리보기' });
    await expect(image).toHaveAttribute('src', portrait);
  },
};

/** 1,048,577 bytes: one byte over the 1 MB profile photo limit. */
export const SizeError: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png('여권사진.png', 1_048_577));
    await expect(
      within(canvasElement).getByRole('list', { name: '업로드 오류' }),
    ).toHaveTextContent('여권사진.png: 프로필 사진은 1MB 이하여야 합니다.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['%PDF'], '이력서.pdf', { type: 'application/pdf' }),
    );
    await expect(
      within(canvasElement).getByRole('list', { name: '업로드 오류' }),
    ).toHaveTextContent('이력서.pdf: 이미지 파일만 사용할 수 있습니다.');
  },
};

/** A second photo is refused while one is set; removing it by keyboard frees the slot. */
export const ReplaceByKeyboard: Story = {
  args: { defaultFileList: [uploadedPhoto] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('new.png', 2048));
    await expect(canvas.getByRole('list', { name: '업로드 오류' })).toHaveTextContent(
      '사진은 한 장만 사용할 수 있습니다.',
    );
    // Start the Tab walk from the page, wherever the upload left focus.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'profile.png 삭제' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '사진 선택' })).toHaveFocus();
  },
};

/** The error list (not the live region, which repeats it) holds the locale's size error. */
const sizeErrorIn =
  (name: string, listName: string, text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.upload(fileInput(canvasElement), png(name, 3 * 1024 * 1024));
    await expect(within(canvasElement).getByRole('list', { name: listName })).toHaveTextContent(
      text,
    );
  };

export const SizeErrorEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultFileList: [uploadedPhoto] },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove profile.png' }));
    await sizeErrorIn(
      'passport.png',
      'Upload errors',
      'passport.png: the profile photo must be 1 MB or smaller.',
    )(context);
  },
};

export const SizeErrorJapanese: Story = {
  globals: { locale: 'ja' },
  play: sizeErrorIn(
    '証明写真.png',
    'アップロードエラー',
    '証明写真.png: プロフィール写真は1 MB以下にしてください。',
  ),
};

export const SizeErrorChinese: Story = {
  globals: { locale: 'zh' },
  play: sizeErrorIn('证件照.png', '上传错误', '证件照.png：头像照片不能超过 1 MB。'),
};
