import { useEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useId, useProgressBar } from 'react-aria';
import { VisuallyHidden } from '../VisuallyHidden';
import { Button } from '../Button/Button';
import { localeTags } from '../intl/locale';
import { interpolate } from '../intl/translate';
import { useIntl } from '../intl/useIntl';
import { uploadCatalogue } from './catalogue';
import { formatBytes } from './formatBytes';
import { screenFiles } from './screenFiles';
import type { UploadFile } from './uploadFile';
import { xhrRequest } from './uploadRequest';
import type { UploadError, UploadRequest, UploadRequestHandle } from './uploadRequest';
import { useFileList } from './useFileList';
import { pluralKey } from '../intl';
import { CloseIcon, FileIcon, UploadIcon } from '../icons';
import {
  DropIcon,
  DropText,
  DropZone,
  ErrorList,
  FileGlyph,
  FileList,
  FileMeta,
  FileName,
  FileRow,
  Hint,
  ProgressFill,
  ProgressRow,
  ProgressTrack,
  ProgressValue,
  RowAction,
  UploadRoot,
} from './Upload.styles';

/**
 * Templates replacing the built-in rejection texts. Placeholders: `{name}` (file name),
 * `{accept}` (the filter), `{limit}` (the size limit), `{max}` (the count limit).
 */
export interface UploadErrorTexts {
  /** A file outside the `accept` filter. */
  accept?: string;
  /** A file above `maxSize`. */
  size?: string;
  /** A selection that would take the list past `maxCount`. */
  count?: string;
}

export interface UploadProps {
  /** The URL each file is POSTed to as multipart form data. */
  action: string;
  /** The form field that carries the file; `file` by default. */
  name?: string;
  /** Type filter: extensions (`.pdf`), MIME types (`application/pdf`), wildcards (`image/*`). */
  accept?: string;
  /** Most files the list may hold; a selection beyond it is refused whole, with an error. */
  maxCount?: number;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Lets the picker choose several files; true unless `maxCount` is 1. */
  multiple?: boolean;
  /** Sends cookies with a cross-origin upload. */
  withCredentials?: boolean;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Extra form fields sent with each file. */
  data?: Record<string, string | Blob>;
  /** Sends one file; XMLHttpRequest by default. Inject one in stories and tests. */
  request?: UploadRequest;
  /** The listed files (controlled). */
  fileList?: UploadFile[];
  /** The files listed at first (uncontrolled), e.g. already uploaded ones. */
  defaultFileList?: UploadFile[];
  /** Every change of the list: added, progress, done, removed, failed (removed). */
  onChange?: (fileList: UploadFile[]) => void;
  /** A 2xx answer for a file; the file stays listed. */
  onSuccess?: (response: unknown, file: UploadFile) => void;
  /** A failed upload; the file has been removed from the list. */
  onError?: (error: UploadError, file: UploadFile) => void;
  /** The user removed a file (an upload in flight is aborted). */
  onRemove?: (file: UploadFile) => void;
  /** Neither the button nor the drop zone accepts files. */
  disabled?: boolean;
  /** Replaces the button's built-in label. */
  buttonLabel?: string;
  /** Replaces the drop zone's built-in prompt. */
  dropText?: string;
  /** Replaces the hint built from `accept`, `maxSize` and `maxCount`. */
  hint?: string;
  /** Replaces the built-in rejection texts. */
  errorTexts?: UploadErrorTexts;
  /** Shows the file list under the drop zone; true by default. */
  showFileList?: boolean;
  /** Class name on the root element, for layout by the parent (e.g. styled(Upload)). */
  className?: string;
}

interface UploadMessage {
  key: string;
  text: string;
}

/**
 * A file button and drop zone that checks each file (type, size, count), POSTs it to
 * `action` with a progress bar, keeps what succeeded and drops what failed with its error.
 */
export function Upload({
  action,
  name: fieldName = 'file',
  accept,
  maxCount,
  maxSize,
  multiple,
  withCredentials,
  headers,
  data,
  request = xhrRequest,
  fileList,
  defaultFileList,
  onChange,
  onSuccess,
  onError,
  onRemove,
  disabled = false,
  buttonLabel,
  dropText,
  hint,
  errorTexts,
  showFileList = true,
  className,
}: UploadProps) {
  const { t, locale } = useIntl(uploadCatalogue);
  const { list, update, current } = useFileList(fileList, defaultFileList, onChange);
  const [errors, setErrors] = useState<UploadMessage[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const sequence = useRef(0);
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<number | null>(null);
  const requests = useRef(new Map<string, UploadRequestHandle>());

  // Requests still running when the upload goes away would report into nothing.
  useEffect(() => {
    const running = requests.current;
    return () => {
      running.forEach((handle) => handle.abort());
      running.clear();
    };
  }, []);

  // After a removal, focus stays in the list (the row now at that place) or returns to the
  // button, so a keyboard user is never dropped to the top of the page.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const next = list[Math.min(index, list.length - 1)];
    const target = next ? removeButtons.current.get(next.uid) : undefined;
    (target ?? chooseRef.current)?.focus();
  }, [list]);

  const sizeLimit = maxSize === undefined ? '' : formatBytes(maxSize, locale);
  const acceptText = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .join(', ');
  const builtInHint = [
    acceptText ? t('hintAccept', { accept: acceptText }) : '',
    maxSize === undefined ? '' : t('hintSize', { size: sizeLimit }),
    maxCount === undefined ? '' : t(pluralKey(locale, 'hintCount', maxCount), { count: maxCount }),
  ]
    .filter(Boolean)
    .join(' · ');
  const hintText = hint ?? builtInHint;

  const rejectionText = (reason: 'accept' | 'size' | 'count', fileName: string): string => {
    const vars = { name: fileName, accept: acceptText, limit: sizeLimit, max: maxCount ?? 0 };
    const template = errorTexts?.[reason];
    if (template !== undefined) return interpolate(template, vars);
    if (reason === 'accept') return t('errorAccept', vars);
    if (reason === 'size') return t('errorSize', vars);
    return t(pluralKey(locale, 'errorCount', vars.max), vars);
  };

  const startUpload = (item: UploadFile, file: File) => {
    const uid = item.uid;
    const handle = request({
      action,
      file,
      name: fieldName,
      data,
      headers,
      withCredentials,
      onProgress: (percent) => {
        update((files) =>
          files.some((f) => f.uid === uid)
            ? files.map((f) => (f.uid === uid ? { ...f, percent } : f))
            : files,
        );
      },
      onSuccess: (response) => {
        requests.current.delete(uid);
        update((files) =>
          files.map((f) =>
            f.uid === uid ? { ...f, status: 'done' as const, percent: 100, response } : f,
          ),
        );
        const done = current().find((f) => f.uid === uid);
        if (!done) return;
        setAnnouncement(t('announceDone', { name: done.name }));
        onSuccess?.(response, done);
      },
      onError: (error) => {
        requests.current.delete(uid);
        const failed = current().find((f) => f.uid === uid);
        // A file the user already removed has nothing left to report.
        if (!failed) return;
        update((files) => files.filter((f) => f.uid !== uid));
        const text = t('errorFailed', { name: failed.name, error: error.message });
        setErrors((messages) => [...messages, { key: uid, text }]);
        setAnnouncement(text);
        onError?.(error, failed);
      },
    });
    requests.current.set(uid, handle);
  };

  const addFiles = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const screening = screenFiles(files, {
      accept,
      maxSize,
      maxCount,
      currentCount: current().length,
    });
    const messages: UploadMessage[] = screening.rejected.map(({ file, reason }, index) => ({
      key: `${reason}-${index}-${file.name}`,
      text: rejectionText(reason, file.name),
    }));
    if (screening.overCount) messages.push({ key: 'count', text: rejectionText('count', '') });
    setErrors(messages);

    const added = screening.accepted.map((file) => {
      sequence.current += 1;
      const item: UploadFile = {
        uid: `${baseId}-${sequence.current}`,
        name: file.name,
        size: file.size,
        type: file.type,
        status: 'uploading',
        percent: 0,
        file,
      };
      return item;
    });
    if (added.length > 0) update((items) => [...items, ...added]);
    const firstAdded = added[0];
    const announced = [
      ...messages.map((message) => message.text),
      ...(firstAdded && added.length === 1 ? [t('announceStart', { name: firstAdded.name })] : []),
      ...(added.length > 1 ? added.map((item) => t('announceStart', { name: item.name })) : []),
    ];
    setAnnouncement(announced.join(' '));
    added.forEach((item) => {
      if (item.file) startUpload(item, item.file);
    });
  };

  const removeFile = (item: UploadFile) => {
    requests.current.get(item.uid)?.abort();
    requests.current.delete(item.uid);
    pendingFocus.current = current().findIndex((f) => f.uid === item.uid);
    update((files) => files.filter((f) => f.uid !== item.uid));
    setAnnouncement(t('announceRemoved', { name: item.name }));
    onRemove?.(item);
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser refuses the drop (and may open the file instead).
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    // Leaving a child fires dragleave on the zone too; only the last leave ends the state.
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const label = buttonLabel ?? t('choose');
  const percentFormat = new Intl.NumberFormat(localeTags[locale], { style: 'percent' });

  return (
    <UploadRoot className={className} data-disabled={disabled || undefined}>
      <DropZone
        data-drag-state={dragging ? 'over' : 'idle'}
        data-disabled={disabled || undefined}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <DropIcon>
          <UploadIcon />
        </DropIcon>
        <DropText>{dragging ? t('dropActive') : (dropText ?? t('dropHint'))}</DropText>
        <Button
          ref={chooseRef}
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={hintText ? hintId : undefined}
          onPress={() => inputRef.current?.click()}
        >
          {label}
        </Button>
        {hintText ? <Hint id={hintId}>{hintText}</Hint> : null}
        <VisuallyHidden>
          {/* The real input keeps native file picking; the button above is its visible face. */}
          <input
            ref={inputRef}
            type="file"
            aria-label={label}
            tabIndex={-1}
            accept={accept}
            multiple={multiple ?? maxCount !== 1}
            disabled={disabled}
            onChange={(event) => {
              addFiles(Array.from(event.currentTarget.files ?? []));
              // Clearing lets the same file be picked again after a failure or removal.
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
      </DropZone>
      {errors.length > 0 ? (
        <ErrorList aria-label={t('errorsLabel')}>
          {errors.map((message) => (
            <li key={message.key}>{message.text}</li>
          ))}
        </ErrorList>
      ) : null}
      {showFileList && list.length > 0 ? (
        <FileList aria-label={t('listLabel')}>
          {list.map((item) => (
            <FileRow key={item.uid} data-status={item.status}>
              <FileGlyph>
                <FileIcon />
              </FileGlyph>
              <FileName title={item.name}>{item.name}</FileName>
              <FileMeta data-status={item.status}>
                {item.status === 'done'
                  ? `${formatBytes(item.size, locale)} · ${t('statusDone')}`
                  : formatBytes(item.size, locale)}
              </FileMeta>
              <RowAction>
                <Button
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) removeButtons.current.set(item.uid, element);
                    else removeButtons.current.delete(item.uid);
                  }}
                  variant="ghost"
                  size="sm"
                  icon={<CloseIcon size={16} />}
                  aria-label={t('remove', { name: item.name })}
                  onPress={() => removeFile(item)}
                />
              </RowAction>
              {item.status === 'uploading' ? (
                <UploadProgress
                  label={t('progress', { name: item.name })}
                  percent={item.percent}
                  valueText={percentFormat.format(item.percent / 100)}
                />
              ) : null}
            </FileRow>
          ))}
        </FileList>
      ) : null}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </UploadRoot>
  );
}

interface UploadProgressProps {
  label: string;
  percent: number;
  valueText: string;
}

/** One file's progress bar (react-aria: role progressbar with its value and name). */
function UploadProgress({ label, percent, valueText }: UploadProgressProps) {
  const { progressBarProps } = useProgressBar({
    'aria-label': label,
    value: percent,
    minValue: 0,
    maxValue: 100,
    valueLabel: valueText,
  });
  return (
    <ProgressRow>
      <ProgressTrack {...progressBarProps}>
        <ProgressFill style={{ width: `${percent}%` }} />
      </ProgressTrack>
      <ProgressValue aria-hidden="true">{valueText}</ProgressValue>
    </ProgressRow>
  );
}
