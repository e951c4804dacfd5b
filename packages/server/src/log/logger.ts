import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

/*
 * The server's one logger (issue 15): JSON lines for a log shipper, one object per line, so a
 * value with a newline or a quote (a login id) cannot forge an entry. Every line has `level`
 * (a word), `time` (ISO 8601, UTC) and `event` (what happened, a fixed name per kind of line:
 * `request`, `signInFailed`, `accessRefused`, `serverListening` …); see docs/server.md "Logs".
 *
 * The logger is process-wide because some code that warns has no request at hand (a stored time
 * zone the runtime does not know). It starts silent: a library user of `createApp` and the test
 * suite log nothing unless they ask; `main.ts` installs the level from `MARU_LOG_LEVEL`, and a
 * test that reads the lines installs a captured stream (`captureLogs`).
 */

export type LogLevel = LevelWithSilent;

export const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** `MARU_LOG_LEVEL`: one of pino's levels, `info` when unset. */
export function parseLogLevel(raw: string | undefined): LogLevel {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) {
    throw new Error(`MARU_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return level;
}

/**
 * A logger writing JSON lines to `destination` (standard output by default, written
 * synchronously so nothing is lost when the process exits).
 */
export function createLogger(
  level: LogLevel,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    {
      level,
      // No pid or host name: the process supervisor knows them and they say nothing per line.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

let current: Logger = createLogger('silent');

/** The process's logger; read it where you log, not once at import (it can be replaced). */
export function logger(): Logger {
  return current;
}

/** Installs the process's logger (`main.ts`, or a test); answers the one it replaced. */
export function installLogger(next: Logger): Logger {
  const previous = current;
  current = next;
  return previous;
}
