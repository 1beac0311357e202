/**
 * The handler from Node's http server, Express or Connect: a listener that turns the request into
 * a standard Request and writes the Response back; what the handler leaves (null) goes to `next`
 * (Express's next, or a 404).
 */
// Types only: the package's entry imports no Node module, so that a Worker (workerd) bundles and
// runs it as it is.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (request: Request) => Promise<Response | null>;

export function nodeListener(handler: Handler, next?: (error?: unknown) => void) {
  return (req: IncomingMessage, res: ServerResponse, nextHere?: (error?: unknown) => void) => {
    const pass = nextHere ?? next;
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
    }
    handler(new Request(url, { method: req.method, headers }))
      .then(async (response) => {
        if (!response) {
          if (pass) return pass();
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (!response.body) return void res.end();
        // A page's body is whole already (the handler keeps it encoded): one write.
        res.end(new Uint8Array(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        if (pass) return pass(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Server error');
      });
  };
}
