import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Upload } from './Upload';
import type { UploadFile } from './uploadFile';
import { UploadError } from './uploadRequest';
import type { UploadRequest, UploadRequestOptions } from './uploadRequest';

/** A request the test answers by hand. */
function manualRequest() {
  const calls: UploadRequestOptions[] = [];
  const abort = vi.fn();
  const request: UploadRequest = (options) => {
    calls.push(options);
    return { abort };
  };
  const call = (index = 0): UploadRequestOptions => {
    const options = calls[index];
    if (!options) throw new Error(`request ${index} was not made`);
    return options;
  };
  return { calls, call, abort, request };
}

const pdf = (name = 'report.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const fileInput = () => screen.getByLabelText<HTMLInputElement>('파일 선택');

/** Upload's own live region; other components (Toast) may keep global ones in the body. */
function uploadStatus(): HTMLElement {
  const own = screen.getAllByRole('status').filter((el) => !el.hasAttribute('data-live-announcer'));
  expect(own).toHaveLength(1);
  return own[0] as HTMLElement;
}

describe('Upload', () => {
  it('has a file button that opens a real, labelled file input', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Upload action="/upload" request={manualRequest().request} />);
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    const click = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: '파일 선택' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('multipart POST of each file to the action with the field name, shows progress, keeps it on success', async () => {
    const user = userEvent.setup();
    const { request, call } = manualRequest();
    const onSuccess = vi.fn();
    const onChange = vi.fn();
    renderWithMaru(
      <Upload
        action="/api/files"
        name="attachment"
        headers={{ 'X-Team': 'maru' }}
        data={{ boardId: '3' }}
        withCredentials
        request={request}
        onSuccess={onSuccess}
        onChange={onChange}
      />,
    );
    const file = pdf();
    await user.upload(fileInput(), file);
    expect(call()).toMatchObject({
      action: '/api/files',
      name: 'attachment',
      file,
      headers: { 'X-Team': 'maru' },
      data: { boardId: '3' },
      withCredentials: true,
    });
    expect(uploadStatus()).toHaveTextContent('report.pdf 업로드를 시작합니다.');

    act(() => call().onProgress(40));
    const bar = screen.getByRole('progressbar', { name: 'report.pdf 업로드 진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    act(() => call().onSuccess({ id: 9 }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/업로드 완료/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'report.pdf 삭제' })).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(
      { id: 9 },
      expect.objectContaining({ name: 'report.pdf', status: 'done', percent: 100 }),
    );
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'report.pdf', status: 'done', response: { id: 9 } }),
    ]);
    expect(uploadStatus()).toHaveTextContent('report.pdf 업로드가 완료되었습니다.');
  });

  it('upload error: the file is removed from the list, its error shown and onError called', async () => {
    const user = userEvent.setup();
    const { request, call } = manualRequest();
    const onError = vi.fn();
    renderWithMaru(<Upload action="/upload" request={request} onError={onError} />);
    await user.upload(fileInput(), pdf());
    expect(screen.getByRole('list', { name: '첨부 파일' })).toBeInTheDocument();

    const error = new UploadError('fail to post /upload 500', 500, '');
    act(() => call().onError(error));
    expect(screen.queryByRole('list', { name: '첨부 파일' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '업로드 오류' })).toHaveTextContent(
      'report.pdf 업로드 실패: fail to post /upload 500',
    );
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ name: 'report.pdf' }));
  });

  it('accept filter: each rejected file gets its own error; accepted files still upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { request, calls } = manualRequest();
    renderWithMaru(<Upload action="/upload" accept=".pdf" request={request} />, 'en');
    const input = screen.getByLabelText('Choose files');
    await user.upload(input, [
      pdf('a.pdf'),
      new File(['x'], 'b.png', { type: 'image/png' }),
      new File(['x'], 'c.exe', { type: '' }),
    ]);
    const errors = screen.getByRole('list', { name: 'Upload errors' });
    expect(errors).toHaveTextContent('b.png: this file type is not allowed (.pdf).');
    expect(errors).toHaveTextContent('c.exe: this file type is not allowed (.pdf).');
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Allowed: .pdf')).toBeInTheDocument();
  });

  it('maxCount 1 reads "1 file", singular, in the hint and the error (Intl.PluralRules)', async () => {
    const user = userEvent.setup();
    const { request } = manualRequest();
    renderWithMaru(<Upload action="/upload" maxCount={1} request={request} />, 'en');
    expect(screen.getByText(/At most 1 file$/)).toBeInTheDocument();
    const input = screen.getByLabelText('Choose files');
    await user.upload(input, pdf('a.pdf'));
    await user.upload(input, pdf('b.pdf'));
    expect(screen.getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      'You can upload at most 1 file, so nothing was added.',
    );
  });

  it('optional count limit: beyond maxCount a clear error and nothing is added', async () => {
    const user = userEvent.setup();
    const { request, calls } = manualRequest();
    const onChange = vi.fn();
    renderWithMaru(
      <Upload action="/upload" maxCount={2} request={request} onChange={onChange} />,
      'en',
    );
    const input = screen.getByLabelText('Choose files');
    await user.upload(input, [pdf('a.pdf')]);
    await user.upload(input, [pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      'You can upload at most 2 files, so nothing was added.',
    );
    expect(calls).toHaveLength(1);
    expect(
      screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('.pdf')),
    ).toHaveLength(1);
  });

  it('optional maxSize in bytes: a larger file is refused with the limit in the error', async () => {
    const user = userEvent.setup();
    const { request, calls } = manualRequest();
    renderWithMaru(<Upload action="/upload" maxSize={1024} request={request} />, 'en');
    await user.upload(screen.getByLabelText('Choose files'), pdf('big.pdf', 1025));
    expect(screen.getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      'big.pdf: the file is larger than 1 kB.',
    );
    expect(calls).toHaveLength(0);
  });

  it('removes a file by keyboard, aborting its upload, and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { request, abort } = manualRequest();
    const onRemove = vi.fn();
    renderWithMaru(<Upload action="/upload" request={request} onRemove={onRemove} />);
    await user.upload(fileInput(), pdf());
    const remove = screen.getByRole('button', { name: 'report.pdf 삭제' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(abort).toHaveBeenCalled();
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'report.pdf' }));
    expect(screen.queryByRole('button', { name: 'report.pdf 삭제' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '파일 선택' })).toHaveFocus();
  });

  it('after removing one of several files, focus moves to the next row', async () => {
    const user = userEvent.setup();
    const done = (uid: string, name: string): UploadFile => ({
      uid,
      name,
      size: 10,
      type: 'application/pdf',
      status: 'done',
      percent: 100,
    });
    renderWithMaru(
      <Upload action="/upload" defaultFileList={[done('1', 'a.pdf'), done('2', 'b.pdf')]} />,
    );
    screen.getByRole('button', { name: 'a.pdf 삭제' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'b.pdf 삭제' })).toHaveFocus();
  });

  it('controlled: renders fileList and reports changes through onChange', async () => {
    const user = userEvent.setup();
    const { request, call } = manualRequest();
    const seen: UploadFile[][] = [];
    function Controlled() {
      const [files, setFiles] = useState<UploadFile[]>([]);
      return (
        <Upload
          action="/upload"
          request={request}
          fileList={files}
          onChange={(next) => {
            seen.push(next);
            setFiles(next);
          }}
        />
      );
    }
    renderWithMaru(<Controlled />);
    await user.upload(fileInput(), pdf());
    act(() => call().onProgress(30));
    act(() => call().onSuccess('ok'));
    expect(seen.map((list) => list[0]?.status)).toEqual(['uploading', 'uploading', 'done']);
    expect(screen.getByRole('button', { name: 'report.pdf 삭제' })).toBeInTheDocument();
  });

  it('controlled list that the owner does not update stays as given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(
      <Upload
        action="/upload"
        request={manualRequest().request}
        fileList={[]}
        onChange={onChange}
      />,
    );
    await user.upload(fileInput(), pdf());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: '첨부 파일' })).not.toBeInTheDocument();
  });

  it('drop zone: drag over and leave set data-drag-state, a drop adds the files', () => {
    const { request, calls } = manualRequest();
    renderWithMaru(<Upload action="/upload" request={request} />);
    const zone = screen.getByText('파일을 이곳에 끌어 놓거나').parentElement as HTMLElement;
    expect(zone).toHaveAttribute('data-drag-state', 'idle');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-drag-state', 'over');
    expect(screen.getByText('놓으면 파일이 추가됩니다')).toBeInTheDocument();
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute('data-drag-state', 'idle');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-drag-state', 'idle');
    expect(calls[0]?.file.name).toBe('dropped.pdf');
  });

  it('disabled: the button is disabled and drops are ignored', () => {
    const { request, calls } = manualRequest();
    renderWithMaru(<Upload action="/upload" request={request} disabled />);
    expect(screen.getByRole('button', { name: '파일 선택' })).toBeDisabled();
    const zone = screen.getByText('파일을 이곳에 끌어 놓거나').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()], types: ['Files'] } });
    expect(calls).toHaveLength(0);
  });

  it('a file removed while uploading reports neither success nor error', async () => {
    const user = userEvent.setup();
    const { request, call } = manualRequest();
    const onError = vi.fn();
    const onSuccess = vi.fn();
    renderWithMaru(
      <Upload action="/upload" request={request} onError={onError} onSuccess={onSuccess} />,
    );
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'report.pdf 삭제' }));
    act(() => call().onError(new UploadError('late', 500, '')));
    act(() => call().onSuccess('late'));
    await waitFor(() => expect(onError).not.toHaveBeenCalled());
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
