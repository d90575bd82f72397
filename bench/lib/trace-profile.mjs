/**
 * `--profile`: Chrome tracing with V8's CPU profiler on every benchmark browser. For each
 * measured interval (performance marks bench-start:/bench-end: set by the probes) the samples of
 * the page's main thread and of its workers are mapped through dist/'s source maps and added up
 * by package or source folder (self time), so a missed budget names the module that costs.
 * Profiling slows everything down: its timings are for diagnosis, not for the table.
 */
import { join } from 'node:path';
import { groupOf } from './bundle-size.mjs';
import { DIST_DIR } from './paths.mjs';
import { loadSourceMap } from './source-map.mjs';

const CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'blink.user_timing', '__metadata'];

export const profiling = { enabled: false, label: '', reports: [], log: console.log };

export async function startTracing(cdp) {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES },
  });
}

export async function stopTracing(cdp) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const c = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    chunks.push(c.base64Encoded ? Buffer.from(c.data, 'base64') : Buffer.from(c.data));
    if (c.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return parsed.traceEvents ?? parsed;
}

/** Where a frame's code comes from: { group, where } through the source maps of dist/. */
function locate(frame, origin) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) {
    const fn = functionName || '(anonymous)';
    return { group: fn.startsWith('(') ? fn : '(native)', where: fn };
  }
  if (url.startsWith(`${origin}/assets/`)) {
    const file = join(DIST_DIR, new URL(url).pathname);
    const hit = loadSourceMap(file)?.(lineNumber, columnNumber);
    if (hit) {
      const src = hit.source.replace(/^(\.\.\/)+/, '');
      const short = src.includes('node_modules/')
        ? src.slice(src.lastIndexOf('node_modules/') + 13)
        : src;
      return {
        group: groupOf(hit.source),
        where: `${short}:${hit.line}${hit.name ? ` ${hit.name}` : ''}`,
      };
    }
    return { group: '(app, unmapped)', where: `${new URL(url).pathname}:${lineNumber + 1}` };
  }
  return { group: '(other script)', where: `${url}:${lineNumber + 1}` };
}

/** Samples of every profiled thread: [{ thread, samples: [{ ts, dur, frame }] }]. */
function threadSamples(events) {
  const names = new Map();
  for (const e of events) {
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  }
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile') {
      profiles.set(`${e.pid}:${e.id}`, {
        thread: names.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`,
        ts: e.args.data.startTime,
        nodes: new Map(),
        samples: [],
      });
    } else if (e.name === 'ProfileChunk') {
      const p = profiles.get(`${e.pid}:${e.id}`);
      if (!p) continue;
      const data = e.args.data;
      for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n.callFrame);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i += 1) {
        p.ts += deltas[i] ?? 0;
        p.samples.push({ ts: p.ts, id: ids[i] });
      }
    }
  }
  return [...profiles.values()].map((p) => ({
    thread: p.thread,
    samples: p.samples.map((s, i) => ({
      ts: s.ts,
      dur: (p.samples[i + 1]?.ts ?? s.ts) - s.ts,
      frame: p.nodes.get(s.id) ?? { functionName: '(unknown)' },
    })),
  }));
}

// (program) is native work outside JS (style, layout, paint, GC bookkeeping): it counts.
const IDLE = new Set(['(idle)', '(root)']);

/** Self time by group and by source location, per thread, inside each measured interval. */
export function analyse(events, origin, label) {
  const marks = new Map();
  let pagePid = null;
  for (const e of events) {
    const m = /^bench-(start|end):(.+)$/.exec(e.name ?? '');
    if (m && (e.ph === 'I' || e.ph === 'R' || e.ph === 'i')) {
      pagePid = e.pid;
      const entry = marks.get(m[2]) ?? {};
      entry[m[1]] = e.ts;
      marks.set(m[2], entry);
    }
  }
  // Only the page's renderer (its main thread and its workers), not Chromium's own UI.
  const threads = threadSamples(
    events.filter((e) => e.pid === pagePid || e.name === 'thread_name'),
  );
  const reports = [];
  for (const [name, { start, end }] of marks) {
    if (start === undefined || end === undefined) continue;
    const report = { label, measure: name, ms: (end - start) / 1000, threads: [] };
    for (const t of threads) {
      const groups = new Map();
      const places = new Map();
      let busy = 0;
      for (const s of t.samples) {
        if (s.ts < start || s.ts > end) continue;
        const { group, where } = locate(s.frame, origin);
        if (IDLE.has(group)) continue;
        busy += s.dur;
        groups.set(group, (groups.get(group) ?? 0) + s.dur);
        places.set(where, (places.get(where) ?? 0) + s.dur);
      }
      if (busy < 1000) continue; // under a millisecond of work: not worth a line
      const top = (map, n) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => ({ name: k, ms: Math.round(v / 100) / 10 }));
      report.threads.push({
        thread: t.thread,
        busyMs: Math.round(busy / 100) / 10,
        groups: top(groups, TOP),
        places: top(places, TOP),
      });
    }
    reports.push(report);
  }
  return reports;
}

/** How many modules and places a report lists (`BENCH_PROFILE_TOP`, default 8 and 5). */
const TOP = Number(process.env.BENCH_PROFILE_TOP) || 8;

/** Human-readable lines of one report. */
export function reportLines(r) {
  const lines = [`  profile ${r.label} / ${r.measure}: ${r.ms.toFixed(0)} ms`];
  for (const t of r.threads) {
    lines.push(`    ${t.thread}: ${t.busyMs} ms busy`);
    lines.push(`      by module: ${t.groups.map((g) => `${g.name} ${g.ms}`).join(', ')}`);
    lines.push(
      `      hottest: ${t.places
        .slice(0, Math.max(5, TOP - 3))
        .map((g) => `${g.name} ${g.ms}`)
        .join(', ')}`,
    );
  }
  return lines;
}
