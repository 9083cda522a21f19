// Static files: /dist/* (the built widgets) and /assets/* (demo site assets). The query string is
// ignored, so responsive sources like header.svg?w=750 are the same file.
// A file with a .br or .gz copy beside it (build.mjs) is sent compressed when the
// browser accepts it (`Vary: Accept-Encoding`); content-hashed chunks are cached for a year
// (`immutable`), everything else briefly and revalidated by ETag. A compressible file without such
// copies (the demo site's stylesheet and images under /assets) is compressed once in memory and kept
// while it is unchanged. In production source maps and the build metafile are
// not served; outside production a script names its map in a `SourceMap` header (the bundle itself
// carries no sourceMappingURL comment).
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

export interface ServeOptions {
  /** production: no source maps, no build metafile: nothing that maps the code for an attacker */
  production?: boolean;
}

/** esbuild's chunkNames 'chunks/[name]-[hash]': the name changes whenever the content does. */
const HASHED = /(^|\/)chunks\/[^/]+-[A-Z0-9]{8}\.(js|css)$/;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/i;
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
/** Short, then revalidated with the ETag: the loader, the stylesheet and assets keep their names. */
export const SHORT_CACHE = 'public, max-age=60, must-revalidate';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Files compressed in memory, by path, size, mtime and encoding; the oldest go first past the cap. */
const memory = new Map<string, Promise<Buffer>>();
const MEMORY_ENTRIES = 200;
const MEMORY_MAX_FILE = 2 * 1024 * 1024;

function compressInMemory(file: string, info: { size: number; mtimeMs: number }, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${file}\0${info.size}\0${info.mtimeMs}\0${encoding}`;
  let entry = memory.get(key);
  if (!entry) {
    entry = readFile(file).then((data) =>
      encoding === 'br'
        ? brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } })
        : gzipped(data, { level: 9 }),
    );
    entry.catch(() => memory.delete(key));
    memory.set(key, entry);
    while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  }
  return entry;
}

/** The encodings the client accepts (q > 0), from its Accept-Encoding header. */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name.trim());
  }
  return names;
}

async function fileInfo(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Serves `rest` (the path after the prefix) from `dir`; null when there is no such file. */
export async function serveFile(c: Context, dir: string, rest: string, options: ServeOptions = {}): Promise<Response | null> {
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
  // the resolved file, not the asked path: 'meta.json/' and 'meta.json%2F' resolve to the same file
  if (options.production && (/\.map$/i.test(file) || /^meta\.json$/i.test(basename(file)))) return null;
  // the compressed copies are served through content negotiation, not by their own names
  if (/\.(br|gz)$/i.test(file) && (await fileInfo(file.replace(/\.(br|gz)$/i, '')))) return null;
  const info = await fileInfo(file);
  if (!info) return null;
  const compressible = COMPRESSIBLE.test(file);
  let body: string | Promise<Buffer> = file;
  let encoding: string | null = null;
  if (compressible) {
    const accepts = accepted(c.req.header('accept-encoding'));
    for (const candidate of ENCODINGS) {
      if (!accepts.has(candidate.name)) continue;
      const copy = await fileInfo(file + candidate.ext);
      if (copy && copy.mtimeMs >= info.mtimeMs) {
        body = file + candidate.ext;
        encoding = candidate.name;
        break;
      }
    }
    // no copy beside it (not built by build.mjs): compressed here, once
    const inMemory = ENCODINGS.find((candidate) => accepts.has(candidate.name));
    if (!encoding && inMemory && info.size > 1024 && info.size <= MEMORY_MAX_FILE) {
      body = compressInMemory(file, info, inMemory.name);
      encoding = inMemory.name;
    }
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Cache-Control': HASHED.test(relative.replaceAll('\\', '/')) ? IMMUTABLE_CACHE : SHORT_CACHE,
    'X-Content-Type-Options': 'nosniff',
  };
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  if (!options.production && /\.m?js$/i.test(file) && (await fileInfo(`${file}.map`))) headers.SourceMap = `${basename(file)}.map`;
  const tags = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim());
  if (tags.includes(etag) || tags.includes('*')) return new Response(null, { status: 304, headers });
  try {
    const data = typeof body === 'string' ? await readFile(body) : await body;
    return new Response(c.req.method === 'HEAD' ? null : (data as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers: { ...headers, 'Content-Length': String(data.length) },
    });
  } catch {
    return null;
  }
}
