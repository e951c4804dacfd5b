import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Upload } from './Upload';
import type { UploadFile } from './uploadFile';
import { UploadError, uploadFailureMessage } from './uploadRequest';
import type { UploadRequest } from './uploadRequest';

/* Injected requests: stories never touch the network and always look the same. */
const neverAnswers: UploadRequest = () => ({ abort: () => undefined });
const stuckAt45: UploadRequest = ({ onProgress }) => {
  onProgress(45);
  return { abort: () => undefined };
};
const succeeds: UploadRequest = ({ file, onSuccess }) => {
  onSuccess({ url: `/files/${file.name}` });
  return { abort: () => undefined };
};
const failsWith413: UploadRequest = ({ action, onError }) => {
  const body = '{"error":"파일이 서버 허용 크기를 넘었습니다."}';
  onError(new UploadError(uploadFailureMessage(action, 413, body), 413, body));
  return { abort: () => undefined };
};
const failsWithoutBody: UploadRequest = ({ action, onError }) => {
  onError(new UploadError(uploadFailureMessage(action, 502, ''), 502, ''));
  return { abort: () => undefined };
};

const pdf = (name: string, size = 182_400) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const uploaded = (uid: string, name: string, size: number): UploadFile => ({
  uid,
  name,
  size,
  type: 'application/pdf',
  status: 'done',
  percent: 100,
});

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'ui/Upload',
  component: Upload,
  tags: ['autodocs'],
  args: {
    action: '/api/files',
    request: neverAnswers,
    onChange: fn(),
    onSuccess: fn(),
    onError: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file button is reachable by Tab; Enter opens the OS dialog (not drivable here). */
export const Empty: Story = {
  args: { accept: '.pdf,image/*', maxSize: 10 * 1024 * 1024, maxCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '파일 선택' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(
      '허용 형식: .pdf, image/* · 파일당 최대 10MB · 최대 3개',
    );
    // The real input stays out of the tab order: the button is its keyboard face.
    const input = canvas.getByLabelText('파일 선택');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('tabindex', '-1');
    button.blur();
  },
};

export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('[data-drag-state]') as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(pdf('계약서.pdf'));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer }));
    await waitFor(() => expect(zone).toHaveAttribute('data-drag-state', 'over'));
    await expect(within(zone).getByText('놓으면 파일이 추가됩니다')).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { request: stuckAt45 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('2025년 연차 계획.pdf'));
    const bar = within(canvasElement).getByRole('progressbar', {
      name: '2025년 연차 계획.pdf 업로드 진행률',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '2025년 연차 계획.pdf 업로드를 시작합니다.',
    );
  },
};

export const Success: Story = {
  args: { request: succeeds },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), [
      pdf('재직증명서.pdf'),
      pdf('급여명세서.pdf'),
    ]);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '재직증명서.pdf 삭제' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '급여명세서.pdf 삭제' })).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A non-2xx answer removes the file from the list and shows the response's error. */
export const Failure: Story = {
  args: { request: failsWith413 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('회의록.pdf'));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '업로드 오류' })).toHaveTextContent(
      '회의록.pdf 업로드 실패: 파일이 서버 허용 크기를 넘었습니다.',
    );
    await expect(canvas.queryByRole('list', { name: '첨부 파일' })).not.toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** Without a body the message is the spec's `fail to post {url} {status}`. */
export const FailureWithoutBody: Story = {
  globals: { locale: 'en' },
  args: { request: failsWithoutBody },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('minutes.pdf'));
    await expect(
      within(canvasElement).getByRole('list', { name: 'Upload errors' }),
    ).toHaveTextContent('minutes.pdf could not be uploaded: fail to post /api/files 502');
  },
};

export const CountLimitError: Story = {
  args: {
    maxCount: 2,
    defaultFileList: [uploaded('a', '견적서.pdf', 320_512), uploaded('b', '계약서.pdf', 1_572_864)],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('추가 자료.pdf'));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '업로드 오류' })).toHaveTextContent(
      '파일은 최대 2개까지 올릴 수 있어 추가하지 않았습니다.',
    );
    await expect(canvas.queryByText('추가 자료.pdf')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AcceptError: Story = {
  args: { accept: '.pdf,image/*', request: succeeds },
  play: async ({ canvasElement }) => {
    // The picker's filter is only a hint (and drops ignore it), so check what Upload itself does.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File(['PK'], '자료.zip', { type: 'application/zip' }),
      pdf('보고서.pdf'),
    ]);
    const errors = within(canvasElement).getByRole('list', { name: '업로드 오류' });
    await expect(errors).toHaveTextContent(
      'setup.exe: 허용되지 않는 파일 형식입니다. (.pdf, image/*)',
    );
    await expect(errors).toHaveTextContent('자료.zip: 허용되지 않는 파일 형식입니다.');
    await expect(within(canvasElement).getByText('보고서.pdf')).toBeVisible();
  },
};

/** Tab to a row's remove button, Enter removes it; focus moves on to the next row. */
export const RemoveByKeyboard: Story = {
  args: {
    defaultFileList: [uploaded('a', '견적서.pdf', 320_512), uploaded('b', '계약서.pdf', 1_572_864)],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '파일 선택' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '견적서.pdf 삭제' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('견적서.pdf')).not.toBeInTheDocument();
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '계약서.pdf 삭제' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('견적서.pdf 파일을 삭제했습니다.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '파일 선택' })).toBeDisabled();
  },
};

const localeArgs = {
  accept: '.pdf,.docx',
  maxSize: 5 * 1024 * 1024,
  request: stuckAt45,
  defaultFileList: [uploaded('a', 'Quarterly report.pdf', 1_572_864)],
};

const addOneAndRefuseOne = async (canvasElement: HTMLElement) => {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(fileInput(canvasElement), [
    pdf('Minutes.pdf'),
    new File(['x'], 'photo.png', { type: 'image/png' }),
  ]);
};

export const English: Story = {
  globals: { locale: 'en' },
  args: localeArgs,
  play: async ({ canvasElement }) => {
    await addOneAndRefuseOne(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(
      canvas.getByText('photo.png: this file type is not allowed (.pdf, .docx).'),
    ).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: localeArgs,
  play: async ({ canvasElement }) => {
    await addOneAndRefuseOne(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'ファイルを選択' }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: localeArgs,
  play: async ({ canvasElement }) => {
    await addOneAndRefuseOne(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: '选择文件' })).toBeVisible();
  },
};
