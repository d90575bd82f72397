/**
 * Memory of one bench browser, read from Linux's /proc (S7.pdf): the browser process is the one
 * started with `--user-data-dir=<its profile dir>` (every bench browser has a profile of its
 * own), and its processes are it and every descendant (zygotes, renderers, GPU and utility
 * processes). A sample sums, over those processes, the resident set (RSS, /proc/<pid>/statm)
 * and the proportional set (PSS, /proc/<pid>/smaps_rollup: shared pages divided among the
 * processes that share them). The RSS sum counts a shared page once per process, so it is
 * the higher, more conservative figure; budgets judge it. The peak is the largest sum over the
 * samples (every 250 ms), not the sum of each process's own peak.
 */
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended meanwhile
  }
};

/** Every process now: pid → { ppid, cmdline }. */
function processes() {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    // "pid (comm) state ppid …": comm may hold spaces and parentheses; ppid follows the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    out.set(Number(name), { ppid });
  }
  return out;
}

/** The browser process started on `profileDir` (null when there is none). */
export function browserPid(profileDir, all = processes()) {
  const flag = `--user-data-dir=${profileDir}`;
  const roots = [];
  for (const pid of all.keys()) {
    if (read(`/proc/${pid}/cmdline`)?.split('\0').includes(flag)) roots.push(pid);
  }
  // The browser itself: a process with the flag whose parent does not have it.
  return roots.find((pid) => !roots.includes(all.get(pid)?.ppid)) ?? null;
}

/** The pids of the browser process `root` and of all its descendants. */
export function processTree(root, all = processes()) {
  if (root === null || !all.has(root)) return [];
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of all) {
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** Memory of one process, in bytes (zeros when it is gone). */
function processMemory(pid) {
  const rollup = read(`/proc/${pid}/smaps_rollup`) ?? '';
  const kB = (name) =>
    Number(rollup.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  const status = read(`/proc/${pid}/status`) ?? '';
  const st = (name) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  let rss = kB('Rss');
  if (!rss) {
    const statm = read(`/proc/${pid}/statm`);
    rss = statm ? Number(statm.split(' ')[1]) * PAGE_SIZE : 0;
  }
  return {
    rss,
    pss: kB('Pss'),
    uss: kB('Private_Clean') + kB('Private_Dirty'),
    anon: st('RssAnon'),
    file: st('RssFile'),
    shmem: st('RssShmem'),
  };
}

const FIELDS = ['rss', 'pss', 'uss', 'anon', 'file', 'shmem'];

/**
 * One sample of the memory of the browser process `root` and its descendants: each field summed
 * over the processes, in bytes (rss, pss; uss: private pages only; anon, file, shmem: the
 * resident set split by kind), and the largest single process's RSS.
 */
export function sampleBrowserMemory(root) {
  const pids = processTree(root);
  const sum = Object.fromEntries(FIELDS.map((f) => [f, 0]));
  let largestRss = 0;
  for (const pid of pids) {
    const m = processMemory(pid);
    for (const f of FIELDS) sum[f] += m[f];
    largestRss = Math.max(largestRss, m.rss);
  }
  return { processes: pids.length, ...sum, largestRss };
}

/**
 * Samples the browser on `profileDir` every `everyMs` until stop(); stop() returns the peaks:
 * { samples, processes, peakRss, peakPss, peakUss, peakLargestRss, atRssPeak: the sample with
 * the largest RSS sum, atPssPeak, atStart: the first sample }.
 */
export function watchBrowserMemory(profileDir, everyMs = 250) {
  const peaks = {
    samples: 0,
    processes: 0,
    peakRss: 0,
    peakPss: 0,
    peakUss: 0,
    peakLargestRss: 0,
    atRssPeak: null,
    atPssPeak: null,
  };
  let atStart = null;
  let root = null;
  const take = () => {
    root ??= browserPid(profileDir);
    const s = sampleBrowserMemory(root);
    if (!s.processes) return;
    atStart ??= s;
    peaks.samples += 1;
    peaks.processes = Math.max(peaks.processes, s.processes);
    if (s.rss > peaks.peakRss) peaks.atRssPeak = s;
    if (s.pss > peaks.peakPss) peaks.atPssPeak = s;
    peaks.peakRss = Math.max(peaks.peakRss, s.rss);
    peaks.peakPss = Math.max(peaks.peakPss, s.pss);
    peaks.peakUss = Math.max(peaks.peakUss, s.uss);
    peaks.peakLargestRss = Math.max(peaks.peakLargestRss, s.largestRss);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { ...peaks, atStart };
    },
  };
}
