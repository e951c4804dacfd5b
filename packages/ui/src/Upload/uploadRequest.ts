/** What an upload request is given: the file, where to send it, and whom to tell. */
export interface UploadRequestOptions {
  /** The URL the multipart form is POSTed to. */
  action: string;
  /** The file to send. */
  file: File;
  /** The form field that carries the file. */
  name: string;
  /** Extra form fields sent with the file. */
  data?: Record<string, string | Blob>;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Sends cookies on a cross-origin request. */
  withCredentials?: boolean;
  /** Upload progress, 0 to 100. */
  onProgress: (percent: number) => void;
  /** A 2xx answer: its JSON body, or its text when it is not JSON. */
  onSuccess: (response: unknown) => void;
  /** A non-2xx answer or a network failure. */
  onError: (error: UploadError) => void;
}

/** A request in flight; removing the file aborts it. */
export interface UploadRequestHandle {
  /** Cancels the request; no callback of it runs afterwards. */
  abort: () => void;
}

/** Sends one file; injectable so stories and tests never touch the network. */
export type UploadRequest = (options: UploadRequestOptions) => UploadRequestHandle;

/** A failed upload: the message the spec asks for, and the answer it came from. */
export class UploadError extends Error {
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The answer's body: parsed JSON, or text. */
  readonly response: unknown;

  constructor(message: string, status: number, response: unknown) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.response = response;
  }
}

/** The body parsed as JSON when it is JSON, else the text itself. */
export function parseResponse(text: string): unknown {
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The failure message of spec 02 §8: the answer's `error` field when the body is JSON with
 * one, else the body's text, else `fail to post {url} {status}`.
 */
export function uploadFailureMessage(url: string, status: number, responseText: string): string {
  const body = parseResponse(responseText);
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  if (responseText.trim() !== '') return responseText.trim();
  return `fail to post ${url} ${status}`;
}

/**
 * The default request: a multipart POST through XMLHttpRequest, which (unlike fetch) reports
 * upload progress.
 */
export const xhrRequest: UploadRequest = (options) => {
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  for (const [key, value] of Object.entries(options.data ?? {})) form.append(key, value);
  form.append(options.name, options.file, options.file.name);

  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) {
      options.onProgress(Math.round((event.loaded / event.total) * 100));
    }
  };
  xhr.onload = () => {
    const text = xhr.responseText;
    if (xhr.status >= 200 && xhr.status < 300) {
      options.onSuccess(parseResponse(text));
      return;
    }
    const message = uploadFailureMessage(options.action, xhr.status, text);
    options.onError(new UploadError(message, xhr.status, parseResponse(text)));
  };
  xhr.onerror = () => {
    const message = uploadFailureMessage(options.action, xhr.status, '');
    options.onError(new UploadError(message, xhr.status, ''));
  };

  xhr.open('POST', options.action, true);
  xhr.withCredentials = options.withCredentials ?? false;
  for (const [key, value] of Object.entries(options.headers ?? {})) {
    xhr.setRequestHeader(key, value);
  }
  xhr.send(form);
  return { abort: () => xhr.abort() };
};
