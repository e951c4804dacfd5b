import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError, parseResponse, uploadFailureMessage, xhrRequest } from './uploadRequest';

describe('uploadFailureMessage (non-2xx: response error, else its text, else fail to post)', () => {
  it("uses the JSON body's error field", () => {
    expect(uploadFailureMessage('/upload', 400, '{"error":"too large"}')).toBe('too large');
  });

  it('uses the response text when there is no error field', () => {
    expect(uploadFailureMessage('/upload', 500, 'Internal Server Error')).toBe(
      'Internal Server Error',
    );
    expect(uploadFailureMessage('/upload', 422, '{"message":"bad"}')).toBe('{"message":"bad"}');
  });

  it('falls back to the exact spec text fail to post {url} {status}', () => {
    expect(uploadFailureMessage('/api/files', 502, '')).toBe('fail to post /api/files 502');
    expect(uploadFailureMessage('https://x.test/up', 0, '  ')).toBe(
      'fail to post https://x.test/up 0',
    );
  });

  it('ignores an empty or non-string error field', () => {
    expect(uploadFailureMessage('/u', 400, '{"error":""}')).toBe('{"error":""}');
    expect(uploadFailureMessage('/u', 400, '{"error":{"code":1}}')).toBe('{"error":{"code":1}}');
  });

  it('parseResponse returns JSON when it parses, else the text', () => {
    expect(parseResponse('{"id":7}')).toEqual({ id: 7 });
    expect(parseResponse('ok')).toBe('ok');
  });
});

/** Just enough of XMLHttpRequest to observe what the default request sends. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  open = vi.fn();
  setRequestHeader = vi.fn();
  send = vi.fn();
  abort = vi.fn();
  constructor() {
    FakeXhr.last = this;
  }
}

function sendWithFakeXhr(overrides: Partial<Parameters<typeof xhrRequest>[0]> = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const callbacks = { onProgress: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() };
  const file = new File(['hello'], 'a.pdf', { type: 'application/pdf' });
  const handle = xhrRequest({ action: '/upload', file, name: 'file', ...callbacks, ...overrides });
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no request was made');
  return { xhr, handle, file, ...callbacks };
}

describe('xhrRequest (multipart POST of a file field to the action URL)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs form data with the file under the field name, extra data, headers, credentials', () => {
    const { xhr, file } = sendWithFakeXhr({
      name: 'attachment',
      data: { boardId: '12' },
      headers: { 'X-Requested-With': 'maru' },
      withCredentials: true,
    });
    expect(xhr.open).toHaveBeenCalledWith('POST', '/upload', true);
    expect(xhr.setRequestHeader).toHaveBeenCalledWith('X-Requested-With', 'maru');
    expect(xhr.withCredentials).toBe(true);
    const form = xhr.send.mock.calls[0]?.[0] as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('attachment') as File).name).toBe(file.name);
    expect(form.get('boardId')).toBe('12');
    expect(form.get('file')).toBeNull();
  });

  it('reports progress in percent', () => {
    const { xhr, onProgress } = sendWithFakeXhr();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    expect(onProgress).toHaveBeenCalledWith(25);
  });

  it('a 2xx answer succeeds with the parsed body', () => {
    const { xhr, onSuccess, onError } = sendWithFakeXhr();
    xhr.status = 201;
    xhr.responseText = '{"url":"/files/1"}';
    xhr.onload?.();
    expect(onSuccess).toHaveBeenCalledWith({ url: '/files/1' });
    expect(onError).not.toHaveBeenCalled();
  });

  it("a non-2xx answer fails with the response's error", () => {
    const { xhr, onSuccess, onError } = sendWithFakeXhr();
    xhr.status = 413;
    xhr.responseText = '{"error":"file too large"}';
    xhr.onload?.();
    expect(onSuccess).not.toHaveBeenCalled();
    const error = onError.mock.calls[0]?.[0] as UploadError;
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe('file too large');
    expect(error.status).toBe(413);
  });

  it('a non-2xx answer without body fails with fail to post {url} {status}', () => {
    const { xhr, onError } = sendWithFakeXhr();
    xhr.status = 500;
    xhr.onload?.();
    expect((onError.mock.calls[0]?.[0] as UploadError).message).toBe('fail to post /upload 500');
  });

  it('a network failure fails with fail to post {url} 0, and abort aborts the request', () => {
    const { xhr, onError, handle } = sendWithFakeXhr();
    xhr.onerror?.();
    expect((onError.mock.calls[0]?.[0] as UploadError).message).toBe('fail to post /upload 0');
    handle.abort();
    expect(xhr.abort).toHaveBeenCalled();
  });
});
