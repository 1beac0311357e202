// A small static file server for the demo pages, the built SDK and test fixtures.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};
/** Only these folders are served. */
const SERVED = ['dist', 'demo', 'custom-elements.json', 'tests/browser/fixtures', 'node_modules/axe-core', 'node_modules/fullcalendar'];

/**
 * `vars` replaces `%NAME%` in HTML files (the tests' back end runs on a free port, so pages
 * name it as `%API%`).
 */
export function startStatic({ port = 0, host = '127.0.0.1', rewrite = (p) => p, vars = {} } = {}) {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    path = rewrite(path);
    if (path === '/') path = '/demo/index.html';
    const file = normalize(join(root, path));
    const inside = SERVED.some((dir) => file.startsWith(join(root, dir)));
    let stat;
    try {
      stat = inside ? statSync(file) : undefined;
    } catch {
      stat = undefined;
    }
    const target = stat?.isDirectory() ? join(file, 'index.html') : file;
    try {
      if (!stat || !statSync(target).isFile()) throw new Error('missing');
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const hashed = /\/chunks\/.+-[\w-]{8}\.js$/.test(target);
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'access-control-allow-origin': '*',
    });
    if (extname(target) === '.html') {
      res.end(readFileSync(target, 'utf8').replace(/%([A-Z_]+)%/g, (m, name) => vars[name] ?? m));
    } else {
      createReadStream(target).pipe(res);
    }
  });
  return new Promise((resolveServer) => {
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolveServer({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`,
        server,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}
