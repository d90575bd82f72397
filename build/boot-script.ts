/**
 * src/boot.ts (the Trusted Types policies, then the database worker) as an entry of its own,
 * run by the built page before the interface's script. It is an `async` module script: it runs
 * as soon as its small graph has loaded, without waiting for the page's stylesheet and parse
 * as deferred scripts do, so the worker starts and opens the database while the interface's
 * chunks are still being fetched and compiled. (The worker's thread is started by a task on the
 * page's main thread: once the interface's first render and layout are under way that task
 * waited behind them, 200 ms in a trace of the 1M-word book's cold open.) The interface's chunk
 * imports the same module, so if it ever ran first it would still run boot first: the policies
 * exist before any library reaches an HTML sink either way. The page's load event still waits
 * for the interface, as before.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const BOOT = /[\\/]src[\\/]boot\.ts$/;

export const BOOT_ENTRY = 'src/boot.ts';

function bootChunk(bundle: OutputBundle): OutputChunk {
  const chunk = Object.values(bundle).find(
    (f): f is OutputChunk =>
      f.type === 'chunk' && f.isEntry && Boolean(f.facadeModuleId && BOOT.test(f.facadeModuleId)),
  );
  if (!chunk) throw new Error('boot-script: no entry chunk for src/boot.ts in the build');
  return chunk;
}

export function bootScriptPlugin(): Plugin {
  return {
    name: 'story-builder-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const tag = `<script type="module" async crossorigin src="/${bootChunk(ctx.bundle as OutputBundle).fileName}"></script>`;
        // Before the interface's own module script (async: it runs once loaded).
        const at = html.search(/<script type="module"[^>]*\bsrc=/);
        if (at < 0) throw new Error('boot-script: the page has no module script');
        return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
      },
    },
  };
}
