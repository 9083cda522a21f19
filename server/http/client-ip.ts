import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address the login throttle counts by. By default the peer address: X-Forwarded-For is
 * written by whoever sends the request, so trusting it would let a client pick a fresh address
 * per try. Behind `trustedProxies` reverse proxies (env TRUST_PROXY) those proxies are the peer;
 * each appends the address it received from, so the entry that many places from the right of
 * X-Forwarded-For + peer is the client as the outermost trusted proxy saw it. Entries further
 * left are the client's own claims and are ignored.
 */
export function clientIp(c: Context, trustedProxies = 0): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    peer = 'unknown'; // app.request() in tests has no socket
  }
  if (trustedProxies <= 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return (chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? peer).slice(0, 64);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: a client on this computer. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}
