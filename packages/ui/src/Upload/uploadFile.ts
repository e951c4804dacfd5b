/** Where a listed file stands: sending, or on the server. Failed files leave the list. */
export type UploadStatus = 'uploading' | 'done';

/** One file in an upload list. */
export interface UploadFile {
  /** Stable key within the list. */
  uid: string;
  /** File name as shown. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type. */
  type: string;
  /** `uploading` while the request runs, `done` after a 2xx answer. */
  status: UploadStatus;
  /** Upload progress, 0 to 100. */
  percent: number;
  /** The server's answer to a finished upload (parsed JSON, or text). */
  response?: unknown;
  /** Where the file can be seen, e.g. an already uploaded photo; used for image previews. */
  url?: string;
  /** The picked file itself; absent for files that were listed from the server. */
  file?: File;
}
