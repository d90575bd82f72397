/**
 * The typesetter as the database worker's export sees it (docs/pdf.md): the engine and the
 * fonts fetched from the app's own origin the first time a book PDF is made and kept in the
 * browser's Cache Storage, so later exports work offline; then one compile per volume, each in
 * a fresh worker (typst.worker.ts) that Cancel ends at once.
 */
import engineUrl from '@myriaddreamin/typst-ts-web-compiler/pkg/typst_ts_web_compiler_bg.wasm?url';
import { type FaceName, FONT_FILES } from './font-files';
import type { TypesetJob, TypesetReply } from './typeset-job';

const CACHE_NAME = 'story-builder-typesetter';

/** The engine or a font could not be fetched (offline, or the server said no). */
export class TypesetterUnavailableError extends Error {
  /** Set by the PDF writer: jsPDF's manuscript could be made instead (the offline offer). */
  manuscriptPossible = false;

  constructor(
    readonly offline: boolean,
    detail: string,
  ) {
    super(detail);
    this.name = 'TypesetterUnavailableError';
  }
}

/** The compiler's own message (a book it could not set). */
export class TypesetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TypesetError';
  }
}

async function openCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return null;
  return caches.open(CACHE_NAME).catch(() => null);
}

/** One file of the app's origin: from the cache, else fetched and kept there. */
async function fetchAsset(
  cache: Cache | null,
  url: string,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  const hit = await cache?.match(url).catch(() => undefined);
  if (hit) return hit.arrayBuffer();
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    signal.throwIfAborted();
    // A fetch that never got an answer: the network (or the app's server) cannot be reached.
    throw new TypesetterUnavailableError(true, String((error as Error)?.message ?? error));
  }
  if (!response.ok) throw new TypesetterUnavailableError(false, `HTTP ${response.status} ${url}`);
  // A full disk or a private window may refuse the copy: this export still goes on.
  await cache?.put(url, response.clone()).catch(() => undefined);
  return response.arrayBuffer();
}

/** One font file of the app's origin through the typesetter's cache (Word embeds the same faces). */
export async function fetchFontFile(url: string, signal: AbortSignal): Promise<Uint8Array> {
  return new Uint8Array(await fetchAsset(await openCache(), url, signal));
}

/** Drops cached files no build of the app asks for any more (an older engine or font). */
async function pruneCache(cache: Cache | null): Promise<void> {
  if (!cache) return;
  const known = new Set<string>(
    [engineUrl, ...Object.values(FONT_FILES).flat()].map(
      (u) => new URL(u, self.location.href).href,
    ),
  );
  for (const request of await cache.keys()) {
    if (!known.has(request.url)) await cache.delete(request).catch(() => undefined);
  }
}

export interface TypesetAssets {
  engine: WebAssembly.Module;
  fonts: Uint8Array[];
}

/** The files of `faces` (with the engine), one count of progress per file. */
export async function loadTypesetter(
  faces: readonly FaceName[],
  signal: AbortSignal,
  onFile: (done: number, total: number) => void = () => undefined,
): Promise<TypesetAssets> {
  const cache = await openCache();
  const urls = faces.flatMap((face) => FONT_FILES[face]);
  const total = urls.length + 1;
  let done = 0;
  const step = () => onFile(++done, total);
  const engineBytes = await fetchAsset(cache, engineUrl, signal);
  step();
  const fonts: Uint8Array[] = [];
  for (const url of urls) {
    fonts.push(new Uint8Array(await fetchAsset(cache, url, signal)));
    step();
  }
  signal.throwIfAborted();
  const engine = await WebAssembly.compile(engineBytes);
  void pruneCache(cache).catch(() => undefined);
  return { engine, fonts };
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): unknown;
  defaultPolicy: unknown;
}

/**
 * Where the page's security policy also reaches this worker (a host that sends it with every
 * file), `require-trusted-types-for 'script'` lets `new Worker(url)` take a URL only through a
 * policy: the default one, made here once, passes script URLs of this origin and nothing else
 * (as the page's does, src/security/trusted-types.ts).
 */
function allowSameOriginWorkers(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (url) => {
      const parsed = new URL(url, self.location.href);
      if (parsed.origin !== self.location.origin)
        throw new TypeError(`A script from elsewhere was refused: ${parsed.href.slice(0, 80)}`);
      return parsed.href;
    },
  });
}

/** Sets one document in a worker of its own; Cancel (the signal) ends the worker at once. */
export function typeset(
  assets: TypesetAssets,
  files: TypesetJob['files'],
  main: string,
  signal: AbortSignal,
): Promise<Uint8Array> {
  signal.throwIfAborted();
  allowSameOriginWorkers();
  return new Promise<Uint8Array>((resolve, reject) => {
    const worker = new Worker(new URL('./typst.worker.ts', import.meta.url), {
      type: 'module',
      name: 'typesetter',
    });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(signal.reason ?? new DOMException('Cancelled', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<TypesetReply>) => {
      end();
      const reply = event.data;
      if (reply.kind === 'pdf') resolve(reply.pdf);
      else reject(new TypesetError(reply.message));
    };
    worker.onerror = (event) => {
      end();
      reject(new TypesetError(event.message || 'The typesetter stopped'));
    };
    const job: TypesetJob = { engine: assets.engine, fonts: assets.fonts, files, main };
    worker.postMessage(job);
  });
}
