import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TempDatabase } from './tempDatabase';

/*
 * The real server as a child process, for the tests about processes (several instances over
 * one database, a kill in the middle of writes): `node --import tsx src/main.ts` in demo mode
 * on a free port, on the database the test made.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the server logged it when it began to listen. */
  origin: string;
  /** Settles when the process has exited (however it ended). */
  exited: Promise<unknown>;
}

/** `MARU_DB` for a test's database. */
export function databaseUrl(temp: TempDatabase): string {
  return temp.config.engine === 'sqlite' ? `sqlite:${temp.config.file}` : temp.config.url;
}

/**
 * Starts the server on the database at `url` (a `MARU_DB` value) and answers once its
 * `serverListening` log line says where; rejects with its output if it exits first. The
 * request lines that follow are drained, not kept.
 */
export function startServerProcess(url: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      MARU_DB: url,
      MARU_MODE: 'demo',
      MARU_PORT: '0',
      MARU_HOST: '127.0.0.1',
      MARU_LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stdout = '';
  let stderr = '';
  let listening = false;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}):\n${stderr}\n${stdout}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (listening) return;
      stdout += chunk.toString();
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { event?: string; url?: string };
        if (entry.event === 'serverListening' && entry.url) {
          listening = true;
          resolve({ child, origin: new URL(entry.url).origin, exited });
        }
      }
    });
  });
}

/** A call as the portal on the server's own page makes it (same-origin writes). */
export function callServer(
  server: Pick<ServerProcess, 'origin'>,
  method: string,
  url: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${server.origin}${url}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { Origin: server.origin, 'Sec-Fetch-Site': 'same-origin' }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
