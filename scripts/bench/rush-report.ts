// The per-call table of `npm run bench:rush` (scripts/bench/rush.ts): what each parent waited, how much of
// it in the bench's pool of sockets, and the server's own time for the same calls, so a slow call can be
// told apart: work in the shop, a shop too busy to read it, or the bench's own connections. BENCH_TRACE=1
// adds the moments of the slowest calls of each kind.
import { percentile, queued, timings, traces } from './rush-client';

export interface ServerSide {
  /** call name → the server's ms per call, from Hono receiving the request to its Response */
  calls: Record<string, number[]>;
  /** the server's event loop delay over the rush (p50, p99, max) */
  loopDelayMs: Record<string, number>;
}

/**
 * A fair order: the K parents who got a place at step 1 should be the first K to press (their first cart
 * call; a parent with two children takes two places, so K is less than PLACES).
 */
export function firstServed(parents: Array<{ pressedAt?: number; held: boolean }>): string {
  const pressed = parents.filter((p) => p.pressedAt !== undefined).sort((a, b) => a.pressedAt! - b.pressedAt!);
  const served = pressed.filter((p) => p.held).length;
  return `${pressed.slice(0, served).filter((p) => p.held).length} of the first ${served} (${served} parents got one)`;
}

/** `trace`: bench id → the server's [in, out] in epoch ms; `openedAt`: epoch ms of the opening. */
export function printCalls(serverSide: ServerSide, trace: Record<string, [number, number]>, openedAt: number): void {
  console.log('\n| call | n | p50 ms | p95 ms | p99 ms | pool wait p95 ms | server p95 / p99 ms |\n|---|---:|---:|---:|---:|---:|---:|');
  const f = (values: number[] | undefined, p: number) => (values?.length ? percentile(values, p).toFixed(0) : '–');
  for (const [name, list] of [...timings].sort(([a], [b]) => a.localeCompare(b))) {
    const own = serverSide.calls[name];
    console.log(
      `| ${name} | ${list.length} | ${f(list, 50)} | ${f(list, 95)} | ${f(list, 99)} | ${f(queued.get(name), 95)} | ${f(own, 95)} / ${f(own, 99)} |`,
    );
  }
  if (process.env.BENCH_TRACE) printSlowest(trace, openedAt);
  const loop = serverSide.loopDelayMs;
  console.log(
    `\nserver event loop delay in the rush: p50 ${loop.p50!.toFixed(0)} ms, p99 ${loop.p99!.toFixed(0)} ms, max ${loop.max!.toFixed(0)} ms`,
  );
}

function printSlowest(trace: Record<string, [number, number]>, openedAt: number): void {
  const origin = performance.timeOrigin;
  const seconds = (t: unknown) => (typeof t === 'number' ? ((t - (openedAt - origin)) / 1000).toFixed(2) : '-');
  const took = (t: (typeof traces)[number]) => (t.end as number) - (t.started as number);
  for (const name of new Set(traces.map((t) => t.name as string))) {
    const slow = traces.filter((t) => t.name === name).sort((a, b) => took(b) - took(a));
    console.log(
      `\n${name}, slowest (s after the opening: start, socket, written, server in, server out, response, end; reused, connecting)`,
    );
    for (const t of slow.slice(0, 4)) {
      const [serverIn, serverOut] = trace[t.id as string] ?? [NaN, NaN];
      const moments = [t.started, t.socket, t.written, serverIn - origin, serverOut - origin, t.response, t.end];
      console.log(`  ${moments.map(seconds).join(' ')} ${t.reused} ${t.connecting}`);
    }
  }
}
