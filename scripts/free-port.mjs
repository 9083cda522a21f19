// A free TCP port on the loopback interface, for the scripts that start their own server
// (scripts/e2e.mjs, scripts/perf.mjs): each run gets its own port, so parallel runs do not collide.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
