// The real server (server/main.ts) as a child process: for settings Node reads only at start
// (NODE_EXTRA_CA_CERTS), and to kill it mid-request like a crash and start it again on the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { PROJECT_ROOT } from '../../server/app';
import { Client } from './helpers';

export interface ChildServer {
  baseUrl: string;
  port: number;
  output: () => string;
  client(): Client;
  /** a fresh parent, registered and logged in, with one child profile */
  parent(): Promise<{ client: Client; profile: { uuid: string } }>;
  /** SIGTERM, the way an operator stops it */
  stop(): Promise<void>;
  /** SIGKILL: the process dies where it is, no cleanup runs */
  crash(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let counter = 0;

/** `port`: the one an earlier start used (the same BASE_URL, as after a real restart); default a free one */
export async function startChildServer(
  database: string,
  env: Record<string, string>,
  preload: string[] = [],
  port?: number,
): Promise<ChildServer> {
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATABASE: database,
      PAYMENTS: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server/main.ts did not start: ${out}`)), 30_000);
    const check = () => {
      if (!out.includes('Mail-outbox:')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server/main.ts stopped: ${out}`)));
  });
  const client = () => new Client(baseUrl);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal); // our own child, by its handle
    await exited;
  };
  return {
    baseUrl,
    port,
    output: () => out,
    client,
    async parent() {
      const c = await client().init();
      const email = `ouder-c${++counter}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
      const r = await c.post('/api/auth/register', {
        email,
        password: 'geheim123',
        password_confirmation: 'geheim123',
        first_name: 'Ouder',
        last_name: 'Test',
        phone: '06 11111111',
      });
      if (r.status !== 201) throw new Error(`register failed: ${r.status} ${r.text}`);
      const p = await c.post('/api/profile', { first_name: 'Kind', last_name: 'Test' });
      return { client: c, profile: p.body.data };
    },
    stop: () => end('SIGTERM'),
    crash: () => end('SIGKILL'),
  };
}
