import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLogLevel, type LogLevel } from './log/logger';
import { findRepoRoot } from './repoRoot';
import type { DatabaseConfig } from './db/connection';
import { parseDatabaseConfig } from './db/databaseConfig';

/**
 * The repository root, found from this file (in `src/` or bundled into `dist/`) so the defaults
 * work from any working directory.
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface ServerConfig {
  /**
   * `MARU_DB`: the SQLite file (`sqlite:data/maru.db`, the default) or a PostgreSQL URL
   * (`postgres://…`, `MARU_DB_POOL_SIZE` connections), see db/databaseConfig.ts.
   */
  database: DatabaseConfig;
  /**
   * Whether start-up may create the database when it is missing (or a 0-byte file):
   * `MARU_DB_CREATE=1`, or `MARU_DB` unset (the default file `npm start` uses). A mistyped
   * `MARU_DB` then stops with "not found" instead of becoming a new database.
   */
  createDatabase: boolean;
  port: number;
  host: string;
  /** The built portal served at `/`; skipped when the folder does not exist. */
  staticDir: string;
  /** Origins besides the server's own that may send writes (e.g. the Vite dev server). */
  allowedOrigins: string[];
  /**
   * The origin(s) the server is reached at (`MARU_PUBLIC_ORIGIN`, comma list); empty means the
   * address it listens on. Requests for any other Host are refused (DNS rebinding).
   */
  publicOrigins: string[];
  /** Behind a TLS-terminating proxy that sets `X-Forwarded-Proto` (`MARU_TRUST_PROXY=1`). */
  trustProxy: boolean;
  /** `demo` (the default: seeds the demo company) or `production` (`MARU_MODE=production`). */
  mode: ServerMode;
  /** `MARU_LOG_LEVEL`: pino's level for the JSON log on stdout (default `info`). */
  logLevel: LogLevel;
  /**
   * `MARU_SHUTDOWN_TIMEOUT_MS`: how long SIGTERM waits for running requests before closing
   * their connections (default 10 s).
   */
  shutdownTimeoutMs: number;
}

export type ServerMode = 'demo' | 'production';

function parseMode(raw: string | undefined): ServerMode {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'demo') return 'demo';
  if (raw.trim() === 'production') return 'production';
  throw new Error(`MARU_MODE must be "demo" or "production", got "${raw}"`);
}

function parseFlag(raw: string | undefined): boolean {
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`MARU_PORT must be a port number between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseTimeout(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 10_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`MARU_SHUTDOWN_TIMEOUT_MS must be whole milliseconds, got "${raw}"`);
  }
  return ms;
}

/** Splits a comma list and drops blanks, so `MARU_ALLOWED_ORIGINS=a, b,` gives `[a, b]`. */
export function parseOriginList(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/** Reads the server's settings from the environment (all optional, see docs/server.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    database: parseDatabaseConfig(env, path.join(REPO_ROOT, 'data', 'maru.db')),
    createDatabase: parseFlag(env.MARU_DB_CREATE) || env.MARU_DB === undefined,
    port: parsePort(env.MARU_PORT),
    host: env.MARU_HOST ?? '127.0.0.1',
    staticDir: path.resolve(
      env.MARU_STATIC_DIR ?? path.join(REPO_ROOT, 'packages', 'portal', 'dist'),
    ),
    allowedOrigins: parseOriginList(env.MARU_ALLOWED_ORIGINS),
    publicOrigins: parseOriginList(env.MARU_PUBLIC_ORIGIN),
    trustProxy: parseFlag(env.MARU_TRUST_PROXY),
    mode: parseMode(env.MARU_MODE),
    logLevel: parseLogLevel(env.MARU_LOG_LEVEL),
    shutdownTimeoutMs: parseTimeout(env.MARU_SHUTDOWN_TIMEOUT_MS),
  };
}
