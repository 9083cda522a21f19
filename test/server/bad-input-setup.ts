// What the bad-input tests share: one server per test file, the demo parent logged in on it, and the
// uuid of the demo parent's first child (a real profile to send bad input to).
import { startServer, type Client, type TestServer } from './helpers';

export let server: TestServer;
export let demo: Client;
export let sem: string;

/** For the file's beforeAll; close with `server.close()` in its afterAll. */
export async function startWithDemoParent(): Promise<void> {
  server = await startServer();
  demo = await server.client().login();
  sem = (await demo.get('/api/user/profiles')).body.data[0].uuid;
}
