// `npm run dev`: rebuilds the bundle on every change and restarts the demo server when server/ or
// demo-pages/ change. Stop with Ctrl-C.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['build.mjs', '--watch'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
