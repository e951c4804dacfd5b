import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

/*
 * What a request says about the client and its transport. Behind a TLS-terminating proxy
 * (`MARU_TRUST_PROXY=1`) the socket is the proxy's, so the client address and the scheme come
 * from the `X-Forwarded-*` headers that proxy adds; without that setting those headers are the
 * client's own words and are ignored.
 */

/** Stored and logged addresses are cut to this (an IPv6 text is at most 45 characters). */
const MAX_ADDRESS_LENGTH = 64;

/** The address when the request has no socket (Hono's `app.request` in tests). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The right-most entry of a comma list: the one the proxy next to us wrote. */
function lastEntry(header: string | undefined): string {
  const entries = (header ?? '').split(',').map((entry) => entry.trim());
  return entries.at(-1) ?? '';
}

function trustsProxy(c: Context<AppEnv>): boolean {
  return c.get('trustProxy') === true;
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    // No Node socket behind this request (tests call the app directly).
    return UNKNOWN_ADDRESS;
  }
}

/**
 * The client's address: with a trusted proxy the right-most `X-Forwarded-For` entry (the
 * left-most ones are whatever the client sent and can be forged), else the socket's address.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = trustsProxy(c) ? lastEntry(c.req.header('X-Forwarded-For')) : '';
  const address = forwarded || socketAddress(c);
  return address.slice(0, MAX_ADDRESS_LENGTH);
}

/** Whether the browser reached us over https: the URL's scheme, or the trusted proxy's word. */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustsProxy(c) && lastEntry(c.req.header('X-Forwarded-Proto')).toLowerCase() === 'https';
}

/**
 * The host the browser asked for, lower case: with a trusted proxy its `X-Forwarded-Host` (the
 * proxy may send its upstream's address as `Host`), else the `Host` header (else the URL's,
 * which Node builds from `Host`; tests' `app.request` sends none).
 */
export function requestHost(c: Context<AppEnv>): string {
  const forwarded = trustsProxy(c) ? lastEntry(c.req.header('X-Forwarded-Host')) : '';
  const host = forwarded || c.req.header('Host') || new URL(c.req.url).host;
  return host.trim().toLowerCase();
}
