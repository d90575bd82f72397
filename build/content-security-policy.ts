/**
 * The app's Content Security Policy (docs/security.md), as a Vite plugin:
 * - in the built index.html, a `<meta http-equiv="Content-Security-Policy">` (static hosting
 *   serves it with the page; `frame-ancestors` cannot be set this way and is left out there);
 * - on `vite preview`, the full policy as a header on every page (HTML) response.
 * The dev server gets neither: its hot reload needs what the policy forbids.
 */
import type { Plugin } from 'vite';

/** Trusted Types policies the app creates (src/security/trusted-types.ts). */
const POLICIES = ['story-builder', 'default', 'dompurify'];

/** Where a sync server may be: TLS anywhere, plain only on this computer. */
export const SYNC_ORIGINS =
  'wss: https: ws://localhost:* http://localhost:* ws://127.0.0.1:* http://127.0.0.1:*';

/** The directives, in order. `meta: false` directives only work as a header. */
const DIRECTIVES: Array<{ name: string; value: string; meta?: false }> = [
  { name: 'default-src', value: "'self'" },
  // 'wasm-unsafe-eval': the PDF typesetter is WebAssembly (compiling a module is all it allows;
  // eval and new Function stay forbidden).
  { name: 'script-src', value: "'self' 'wasm-unsafe-eval'" },
  { name: 'style-src', value: "'self'" },
  // The book's pictures: stored as data: URLs, shown through blob: URLs; external pictures an
  // author links in the atlas come over https.
  { name: 'img-src', value: "'self' data: blob: https:" },
  { name: 'font-src', value: "'self' data:" },
  // data: and blob: URLs are in memory: reading one connects to nothing. Chromium counted one
  // read of a picture's data: URL (seen once in CI, source not reported) as a connect.
  // The only network origins are a sync server the author chooses at run time (issue 31, so it
  // cannot be listed here): over TLS anywhere (the invitation secret travels with every
  // connection), or in the clear on this computer only. Which code may connect at all is
  // checked in the code (scripts/check-network.mjs): only src/features/sync/.
  { name: 'connect-src', value: `'self' data: blob: ${SYNC_ORIGINS}` },
  { name: 'worker-src', value: "'self'" },
  { name: 'manifest-src', value: "'self'" },
  { name: 'object-src', value: "'none'" },
  { name: 'base-uri', value: "'none'" },
  { name: 'form-action', value: "'none'" },
  { name: 'frame-ancestors', value: "'none'", meta: false },
  { name: 'require-trusted-types-for', value: "'script'" },
  { name: 'trusted-types', value: POLICIES.join(' ') },
];

/** The policy as text; `forMeta` leaves out what a meta element cannot carry. */
export function contentSecurityPolicy(forMeta = false): string {
  return DIRECTIVES.filter((d) => !(forMeta && d.meta === false))
    .map((d) => `${d.name} ${d.value}`)
    .join('; ');
}

export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'story-builder:content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.server
          ? html
          : html.replace(
              '<meta charset="UTF-8" />',
              `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(true)}" />`,
            ),
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        // Pages (the app's routes and index.html), not scripts, styles, workers or images.
        if (path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path)) {
          response.setHeader('Content-Security-Policy', contentSecurityPolicy());
          response.setHeader('X-Content-Type-Options', 'nosniff');
        }
        next();
      });
    },
  };
}
