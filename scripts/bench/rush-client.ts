// One bench parent's HTTP client: its own cookie jar (session + XSRF-TOKEN, echoed as X-XSRF-TOKEN
// like the widgets), its own address (X-Forwarded-For, the server trusts one proxy), and every call
// timed under a name for the latency table. All parents share one keep-alive agent with at most
// CONNECTIONS sockets (default 128), as the shop's reverse proxy keeps a capped pool of connections to
// Node: thousands of fresh sockets at once overflow the listen backlog and time out while connecting,
// which measures the bench's client, not the shop. Time waiting for a free socket counts in the call.
import { Agent, request } from 'node:http';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 128);
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/**
 * Opens the pool's CONNECTIONS sockets before the opening, as a reverse proxy holds its connections to
 * Node open: opened on demand during the burst, a few of them lost their SYN on loopback and waited
 * for TCP's retransmission (1, 3, 7, 15 s), which the first bench runs counted as the shop's time.
 */
export async function warmUp(url: string): Promise<void> {
  await Promise.all(Array.from({ length: CONNECTIONS }, () => send(url, 'GET', { accept: 'application/json' })));
}

/** call name → durations in ms */
export const timings = new Map<string, number[]>();
/** call name → ms the call waited in the bench for a free socket of the pool (part of its duration) */
export const queued = new Map<string, number[]>();

let lastId = 0;
/** BENCH_TRACE=1: each call's moments (performance.now() plus performance.timeOrigin = epoch ms) */
export const traces: Array<Record<string, number | string | boolean>> = [];

export function record(name: string, ms: number, into = timings): void {
  let list = into.get(name);
  if (!list) into.set(name, (list = []));
  list.push(ms);
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  location: string | null;
}

export class BenchClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly ip: string,
  ) {}

  /** Cookies the bench made in the database (a session that logged in before the opening). */
  setCookies(cookies: Record<string, string>): void {
    for (const [k, v] of Object.entries(cookies)) this.cookies.set(k, v);
  }

  async call(name: string, method: string, path: string, options: { json?: unknown; form?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': this.ip };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const id = String(++lastId);
    headers['x-bench-id'] = id;
    const started = performance.now();
    const res = await send(this.baseUrl + path, method, headers, body);
    if (process.env.BENCH_TRACE) traces.push({ id, name, started, ...res.phases, end: performance.now() });
    record(name, performance.now() - started);
    record(name, res.socketAt - started, queued);
    for (const line of res.setCookie) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const key = pair!.slice(0, eq).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(key);
      else this.cookies.set(key, pair!.slice(eq + 1).trim());
    }
    const text = res.text;
    let parsed: unknown = text;
    if (res.contentType.includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, text, location: res.location };
  }
}

interface Raw {
  status: number;
  text: string;
  setCookie: string[];
  contentType: string;
  location: string | null;
  /** when the request got a socket of the pool (performance.now()) */
  socketAt: number;
  phases: Record<string, number | boolean>;
}

/** One request on the shared agent (no redirects followed; a connection that fails rejects). */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let socketAt = NaN;
    const phases: Record<string, number | boolean> = {};
    const req = request(url, { method, headers, agent }, (res) => {
      phases.response = performance.now();
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          setCookie: res.headers['set-cookie'] ?? [],
          contentType: res.headers['content-type'] ?? '',
          location: res.headers.location ?? null,
          socketAt,
          phases,
        }),
      );
    });
    req.once('socket', (socket) => {
      socketAt = phases.socket = performance.now();
      phases.reused = req.reusedSocket;
      phases.connecting = socket.connecting;
    });
    req.once('finish', () => (phases.written = performance.now()));
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer within 60 s: ${method} ${new URL(url).pathname}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
