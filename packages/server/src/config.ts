import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the defaults work from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  /** SQLite database file. */
  databaseFile: string;
  port: number;
  host: string;
  /** The built portal served at `/`; skipped when the folder does not exist. */
  staticDir: string;
  /** Origins besides the server's own that may send writes (e.g. the Vite dev server). */
  allowedOrigins: string[];
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
    port: parsePort(env.MARU_PORT),
    host: env.MARU_HOST ?? '127.0.0.1',
    staticDir: path.resolve(
      env.MARU_STATIC_DIR ?? path.join(REPO_ROOT, 'packages', 'portal', 'dist'),
    ),
    allowedOrigins: parseOriginList(env.MARU_ALLOWED_ORIGINS),
  };
}
