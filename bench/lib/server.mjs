/**
 * A tiny static server on a free localhost port: the built app (dist/, with the SPA fallback to
 * index.html) and, under /__bench/, the fixtures, the baseline pages (raw and built) and Dexie's
 * ES module. One origin, so baseline pages read the app's IndexedDB and OPFS.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  BASELINE_DIST_DIR,
  BASELINE_SRC_DIR,
  DEXIE_MODULE,
  DIST_DIR,
  FIXTURES_DIR,
} from './paths.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under `dir` for a URL path, or null (never outside `dir`). */
function within(dir, urlPath) {
  const file = normalize(join(dir, decodeURIComponent(urlPath)));
  if (file !== dir && !file.startsWith(dir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function resolveFile(pathname) {
  if (pathname === '/__bench/vendor/dexie.mjs') return DEXIE_MODULE;
  const routes = [
    ['/__bench/fixtures/', FIXTURES_DIR],
    ['/__bench/baseline/', BASELINE_SRC_DIR],
    ['/__bench/built/', BASELINE_DIST_DIR],
  ];
  for (const [prefix, dir] of routes) {
    if (pathname.startsWith(prefix)) {
      const rest = pathname.slice(prefix.length);
      return within(dir, rest.endsWith('/') || rest === '' ? `${rest}index.html` : rest);
    }
  }
  if (pathname.startsWith('/__bench/')) return null;
  const file = within(DIST_DIR, pathname === '/' ? 'index.html' : pathname);
  if (file) return file;
  // SPA fallback: routes without a file extension get the app's index.html.
  return extname(pathname) === '' ? join(DIST_DIR, 'index.html') : null;
}

/** Starts the server; resolves to { origin, close() }. */
export async function startServer() {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
