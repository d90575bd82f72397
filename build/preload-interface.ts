/**
 * index.html runs only src/boot.ts, which starts the database worker and then imports the
 * interface (src/main.tsx). This plugin lists the interface's chunks and styles in the built
 * page as `modulepreload` and stylesheet links, so the browser fetches and compiles them while
 * the worker starts, exactly as it would for a script the page loads itself (and S9's count of
 * the first download still sees them).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const INTERFACE = /[\\/]src[\\/]main\.tsx$/;

/** The interface's chunk and every chunk it imports statically, in load order. */
function interfaceChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const main = chunks.find((c) => c.facadeModuleId && INTERFACE.test(c.facadeModuleId));
  if (!main) throw new Error('preload-interface: no chunk for src/main.tsx in the build');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const order: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = byName.get(name);
      if (dep) visit(dep);
    }
    order.push(chunk);
  };
  visit(main);
  return order;
}

export function preloadInterfacePlugin(): Plugin {
  return {
    name: 'story-builder-preload-interface',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const present = (file: string) => html.includes(`/${file}"`);
        const tags: HtmlTagDescriptor[] = [];
        for (const chunk of interfaceChunks(ctx.bundle as OutputBundle)) {
          if (!present(chunk.fileName)) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
              injectTo: 'head',
            });
          }
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            if (present(css)) continue;
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
              injectTo: 'head',
            });
          }
        }
        return { html, tags };
      },
    },
  };
}
