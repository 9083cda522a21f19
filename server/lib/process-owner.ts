// Who holds a lock or makes a payment call: this machine, this process id and this start. A row the
// process leaves behind when it dies can then be told apart from one a live process holds: at start,
// a row of an earlier start on this machine whose process is gone is cleared or finished at once,
// instead of waiting out its timeout (a parent would meet 409 for that long).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

const HOST = hostname();
/** this process, this start */
export const PROCESS_OWNER = `${HOST}|${process.pid}|${randomUUID()}`;

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (err) {
    // EPERM: it exists, under another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the owner is certainly gone: an earlier start on this machine whose process no longer
 * runs, or whose process id is now ours (a container restarts as pid 1). Rows without an owner date
 * from before owners were recorded. Another machine's owner is never called dead (its row waits
 * for its timeout).
 */
export function ownerIsDead(owner: string): boolean {
  const [host, pid, start] = owner.split('|');
  if (!host || !pid || !start) return true;
  if (host !== HOST || owner === PROCESS_OWNER) return false;
  return Number(pid) === process.pid || !processRuns(Number(pid));
}
