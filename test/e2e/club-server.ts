import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the club sites of the embedding tests share: a page that loads the shop's bundle as README
// "Embed the widgets on your site" says, and a small server on a port of this machine.

export interface ClubServer {
  server: Server;
  /** the address the browser uses: `host` and the port the server got */
  origin: string;
  close(): Promise<void>;
}

/** Starts `server` on `port` (0: any free one); `host` names the origin the browser uses. */
export function listen(server: Server, port: number, host = 'localhost'): Promise<ClubServer> {
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        server,
        origin: `http://${host}:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

/**
 * A club's page: the meta tags name the shop's API and CMS (`pages`: the origin that serves the shop's
 * own pages, when the club does), the stylesheet and script come from the shop; `head` is the club's own.
 */
export function clubPage(page: { shop: string; title: string; body: string; pages?: string; head?: string }): string {
  const { shop, title, body, pages, head = '' } = page;
  return `<!doctype html>
<html lang="nl">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="sport-shop:api" content="${shop}/api">
  <meta name="sport-shop:graphql" content="${shop}/graphql">${pages ? `\n  <meta name="sport-shop:pages" content="${pages}">` : ''}
  <link rel="stylesheet" href="${shop}/dist/widgets.css">
  <script type="module" src="${shop}/dist/widgets.js"></script>${head}
</head>
<body>
${body}
</body>
</html>`;
}
