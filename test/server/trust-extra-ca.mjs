// Preloaded (node --import) into the server that the Mollie tests start as a child process.
//
// Node reads NODE_EXTRA_CA_CERTS once, at start, and adds it to its default trust store. The official
// Mollie client does not use that store: it gives its https.Agent its own copy of Mollie's CA bundle
// (`ca`, fixed in the package), and an explicit `ca` replaces the store, so NODE_EXTRA_CA_CERTS alone
// never reaches it (checked on Node 20: "self-signed certificate"). This adds the file named by
// NODE_EXTRA_CA_CERTS to every agent that brings its own `ca`, in the test's child process only; the
// server's code is not changed by it, and without NODE_EXTRA_CA_CERTS it does nothing.
import https from 'node:https';
import { readFileSync } from 'node:fs';

const file = process.env.NODE_EXTRA_CA_CERTS;
if (file) {
  const extra = readFileSync(file, 'utf8');
  const Agent = https.Agent;
  https.Agent = class AgentTrustingExtraCa extends Agent {
    constructor(options) {
      super(options?.ca ? { ...options, ca: [...[options.ca].flat(), extra] } : options);
    }
  };
}
