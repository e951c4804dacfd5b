import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the defaults work from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  /** SQLite database file. */
  databaseFile: string;
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
    databaseFile: path.resolve(env.MARU_DB ?? path.join(REPO_ROOT, 'data', 'maru.db')),
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
  };
}
