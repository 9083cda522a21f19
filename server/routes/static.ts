// Static files: /dist/* (the built widgets) and /assets/* (demo site assets). The query string is
// ignored, so responsive sources like header.svg?w=750 are the same file.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** Serves `rest` (the path after the prefix) from `dir`; null when there is no such file. */
export async function serveFile(c: Context, dir: string, rest: string): Promise<Response | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const root = resolve(dir);
  const file = resolve(join(root, relative));
  if (!file.startsWith(root + sep)) return null; // no ../ out of the folder
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      // short: the bundle and assets change while developing; the ETag makes revalidation cheap
      'Cache-Control': 'public, max-age=60',
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const body = c.req.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(info.size) } });
  } catch {
    return null;
  }
}
