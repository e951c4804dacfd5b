import os from 'node:os';
import type { MiddlewareHandler } from 'hono';
import { requestHost } from '../auth/forwarded';
import type { AppEnv } from './env';
import { errorResponse } from './errors';
import { logCheckRefusal } from '../log/refusals';

/*
 * DNS rebinding: a page on `http://evil.example:3000` whose name the attacker then points at
 * 127.0.0.1 reaches this server as a same-origin page, so neither SameSite cookies nor the
 * Origin check stop it. What gives it away is the Host it names. The server therefore knows the
 * origins it is reached at (`MARU_PUBLIC_ORIGIN`, or the address it listens on) and refuses
 * requests for any other host, API and pages alike.
 */

/**
 * The origins the server is reached at, or a getter for them: with `MARU_PORT=0` the real port,
 * and so the default origin, is only known once the server listens. Empty accepts any host (the
 * tests, which call the app without a socket).
 */
export type PublicOrigins = readonly string[] | (() => readonly string[]);

export function publicOriginList(origins: PublicOrigins | undefined): readonly string[] {
  if (origins === undefined) return [];
  return typeof origins === 'function' ? origins() : origins;
}

/** `https://Maru.example:443/x` → `https://maru.example`, the form browsers send as `Origin`. */
export function normalizeOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`public origin "${origin}" is not an origin like https://maru.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`public origin "${origin}" must start with http:// or https://`);
  }
  return url.origin;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** The `Host` values that name an origin: `host[:port]`, a default port written or not. */
function hostsOf(origin: string): string[] {
  const url = new URL(origin);
  const defaultPort = DEFAULT_PORTS[url.protocol];
  return url.port === '' && defaultPort ? [url.host, `${url.host}:${defaultPort}`] : [url.host];
}

/** Normalised once per list: the getter from `main.ts` hands back the same array every time. */
const allowedHostsCache = new WeakMap<readonly string[], ReadonlySet<string>>();

function allowedHosts(origins: readonly string[]): ReadonlySet<string> {
  let hosts = allowedHostsCache.get(origins);
  if (!hosts) {
    hosts = new Set(origins.flatMap((origin) => hostsOf(normalizeOrigin(origin))));
    allowedHostsCache.set(origins, hosts);
  }
  return hosts;
}

/** Whether a request's host (`requestHost`) is one of the public origins' hosts. */
export function isHostAllowed(host: string, origins: readonly string[]): boolean {
  return origins.length === 0 || allowedHosts(origins).has(host);
}

/**
 * Refuses a request for a host the server is not reached at with 403 and the error model's
 * body (`server.unknownHost`), before any route, session or file is touched. Mount it after the
 * middleware that sets `trustProxy` (a trusted proxy's `X-Forwarded-Host` counts as the host).
 */
export function hostCheck(publicOrigins: PublicOrigins | undefined): MiddlewareHandler<AppEnv> {
  // A literal list is checked now, so a mistyped MARU_PUBLIC_ORIGIN stops the start-up.
  if (Array.isArray(publicOrigins)) allowedHosts(publicOrigins);
  return async (c, next) => {
    const host = requestHost(c);
    if (isHostAllowed(host, publicOriginList(publicOrigins))) return next();
    logCheckRefusal(c, 'host', host);
    return errorResponse(c, 403, 'server.unknownHost', 'forbidden');
  };
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function hostPart(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
}

/**
 * The public origins when `MARU_PUBLIC_ORIGIN` is not set: `http://<listen address>:<port>`;
 * for a loopback address also `localhost` and `127.0.0.1` (names no outside DNS can take over);
 * for all interfaces (`0.0.0.0`, `::`) every interface's address, the machine's host name and
 * localhost, since the server cannot know which of them people type.
 */
export function listeningOrigins(host: string, port: number): string[] {
  const names = new Set<string>();
  if (WILDCARD_HOSTS.has(host)) {
    for (const addresses of Object.values(os.networkInterfaces())) {
      for (const address of addresses ?? []) {
        // A zoned link-local address (fe80::1%eth0) cannot be written in a URL.
        if (!address.address.includes('%')) names.add(hostPart(address.address));
      }
    }
    names.add(os.hostname().toLowerCase());
    names.add('localhost');
  } else {
    names.add(hostPart(host.toLowerCase()));
    if (LOOPBACK_HOSTS.has(host)) {
      names.add('127.0.0.1');
      names.add('localhost');
    }
  }
  return [...names].map((name) => `http://${name}:${port}`);
}
