import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { UploadFile } from './uploadFile';

/** The list as rendered, a way to change it, and the latest list between renders. */
export interface FileListState {
  list: UploadFile[];
  /** Applies a change to the latest list; an unchanged (identical) result is not reported. */
  update: (change: (current: UploadFile[]) => UploadFile[]) => void;
  current: () => UploadFile[];
}

/**
 * The file list, controlled (`fileList`) or not (`defaultFileList`). Progress and answers
 * arrive asynchronously and may come several between two renders, so each update is applied to
 * the latest list kept in a ref rather than to the list of the render that started it.
 */
export function useFileList(
  fileList: UploadFile[] | undefined,
  defaultFileList: UploadFile[] | undefined,
  onChange: ((fileList: UploadFile[]) => void) | undefined,
): FileListState {
  const [inner, setInner] = useState<UploadFile[]>(defaultFileList ?? []);
  const controlled = fileList !== undefined;
  const list = fileList ?? inner;
  const latest = useRef(list);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = list;
    onChangeRef.current = onChange;
  }, [list, onChange]);

  // Stable across renders on purpose (it reads the latest list from the ref), which the
  // compiler cannot prove; it then leaves this hook unoptimised, as it was before.
  const update = useCallback(
    // eslint-disable-next-line react-hooks/preserve-manual-memoization
    (change: (current: UploadFile[]) => UploadFile[]) => {
      const next = change(latest.current);
      if (next === latest.current) return;
      latest.current = next;
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  const current = useCallback(() => latest.current, []);
  return { list, update, current };
}
