import { afterEach, beforeEach } from 'vitest';
import { createLogger, installLogger, type LogLevel } from './logger';

/** One parsed log line. */
export type LogLine = Record<string, unknown> & { level: string; time: string; event?: string };

export interface CapturedLogs {
  /** Every line written since the test began (or since `clear`), parsed. */
  lines(): LogLine[];
  /** The lines of one event. */
  events(event: string): LogLine[];
  /** Everything written, as text (to prove a secret never appears). */
  text(): string;
  clear(): void;
}

/**
 * For a test file that reads the server's log: before each test the process logger writes to
 * a buffer at `level` (default `debug`), after it the previous logger is back.
 */
export function captureLogs(level: LogLevel = 'debug'): CapturedLogs {
  let chunks: string[] = [];
  let previous: ReturnType<typeof installLogger> | undefined;
  beforeEach(() => {
    chunks = [];
    previous = installLogger(createLogger(level, { write: (chunk) => chunks.push(chunk) }));
  });
  afterEach(() => {
    if (previous) installLogger(previous);
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);
  return {
    lines,
    events: (event) => lines().filter((line) => line.event === event),
    text: () => chunks.join(''),
    clear: () => {
      chunks = [];
    },
  };
}
