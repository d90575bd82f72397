#!/usr/bin/env node
/**
 * Load on one sync server (issue 31): `node bench/sync-load/run.mjs` starts `server/main.ts` as
 * its own process (SQLite in a temporary folder), makes BOOKS books, and connects CLIENTS
 * headless Yjs clients (HocuspocusProvider over `ws`, each with its own socket and presence),
 * spread evenly over the books, all on the book's one page. Each client types RATE keys a second
 * (one character at a time, at the end of the text) for SECONDS. Delivery = from a client's local
 * insert until another client of the same book has it; every insert is counted at every other
 * client of its book. Prints the figures; `--json` prints them as JSON. Bench scenario S21
 * (bench/lib/scenarios/s21-sync-load.mjs) calls runSyncLoad().
 *
 *   node bench/sync-load/run.mjs [--clients 200] [--books 50] [--rate 5] [--seconds 20] [--smoke] [--json]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as Y from 'yjs';
import { percentile } from '../lib/stats.mjs';
import { connectHeadlessClient } from '../lib/sync-client.mjs';
import { startSyncServerProcess } from '../lib/sync-server.mjs';

const FULL = { clients: 200, books: 50, rate: 5, seconds: 20 };
const SMOKE = { clients: 8, books: 2, rate: 5, seconds: 3 };

/** CPU seconds used so far by process `pid` (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function createBook(httpUrl, bookId) {
  const response = await fetch(`${httpUrl}/api/books`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ bookId, title: bookId }),
  });
  if (response.status !== 201) throw new Error(`creating ${bookId}: ${response.status}`);
  return (await response.json()).owner.secret;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Runs the load; resolves with { clients, books, rate, seconds, keys, expected, delivered,
 * p50, p95, p99, max, serverCpuPercent }.
 */
export async function runSyncLoad(options = {}) {
  const o = { ...(options.smoke ? SMOKE : FULL), ...options };
  const log = o.log ?? (() => {});
  const server = await startSyncServerProcess({
    folderPrefix: 'sync-load-',
    readyWithinMs: 30_000,
  });
  const { url, httpUrl } = server;
  const clients = [];
  const sentAt = new Map(); // "clientID:clock" -> { t, book }
  const latencies = [];
  let measuring = false;
  let delivered = 0;
  try {
    const secrets = [];
    for (let b = 0; b < o.books; b++) secrets.push(await createBook(httpUrl, `load-${b}`));
    for (let i = 0; i < o.clients; i++) {
      const book = i % o.books;
      const { doc, socket, provider, synced } = connectHeadlessClient(
        url,
        `load-${book}/page/p1`,
        secrets[book],
      );
      doc.on('update', (update, origin) => {
        if (origin !== provider || !measuring) return;
        const now = performance.now();
        const meta = Y.parseUpdateMeta(update);
        for (const [client, from] of meta.from) {
          const to = meta.to.get(client) ?? from;
          for (let clock = from; clock < to; clock++) {
            const sent = sentAt.get(`${client}:${clock}`);
            if (sent === undefined) continue;
            latencies.push(now - sent);
            delivered += 1;
          }
        }
      });
      clients.push({ doc, socket, provider, synced, book });
    }
    await withTimeout(Promise.all(clients.map((c) => c.synced)), 120_000, 'every client to sync');
    log(
      `  ${o.clients} clients synced on ${o.books} books; typing ${o.rate} keys/s each for ${o.seconds} s`,
    );
    const perBook = new Map();
    for (const c of clients) perBook.set(c.book, (perBook.get(c.book) ?? 0) + 1);
    let keys = 0;
    let expected = 0;
    measuring = true;
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const interval = 1000 / o.rate;
    const timers = clients.map((c, i) =>
      setTimeout(() => {
        c.timer = setInterval(() => {
          const text = c.doc.getText('root');
          const clock = Y.getState(c.doc.store, c.doc.clientID);
          sentAt.set(`${c.doc.clientID}:${clock}`, performance.now());
          text.insert(text.length, String.fromCharCode(97 + ((keys + i) % 26)));
          keys += 1;
          expected += perBook.get(c.book) - 1;
        }, interval);
      }, Math.random() * interval),
    );
    await new Promise((resolve) => setTimeout(resolve, o.seconds * 1000));
    for (const t of timers) clearTimeout(t);
    for (const c of clients) clearInterval(c.timer);
    const typedMs = performance.now() - started;
    // Let the last keys arrive (bounded: a lost key shows as delivered < expected).
    const drainStart = performance.now();
    while (delivered < expected && performance.now() - drainStart < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpuAfter = cpuSeconds(server.pid);
    measuring = false;
    const serverCpuPercent =
      cpuBefore === null || cpuAfter === null
        ? null
        : (100 * (cpuAfter - cpuBefore)) / ((performance.now() - started) / 1000);
    return {
      clients: o.clients,
      books: o.books,
      rate: o.rate,
      seconds: Math.round(typedMs / 100) / 10,
      keys,
      expected,
      delivered,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
      serverCpuPercent,
    };
  } finally {
    for (const c of clients) {
      c.provider.destroy();
      c.socket.destroy();
    }
    await server.stop();
    if (server.errors().trim()) log(`  server stderr:\n${server.errors().slice(0, 2000)}`);
  }
}

function parseCli(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') out.help = true;
    else if (a === '--smoke') out.smoke = true;
    else if (a === '--json') out.json = true;
    else if (['--clients', '--books', '--rate', '--seconds'].includes(a))
      out[a.slice(2)] = Number(argv[++i]);
    else throw new Error(`Unknown option ${a}`);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cli = parseCli(process.argv.slice(2));
  if (cli.help) {
    console.log(
      'node bench/sync-load/run.mjs [--clients 200] [--books 50] [--rate 5] [--seconds 20] [--smoke] [--json]',
    );
    process.exit(0);
  }
  const result = await runSyncLoad({ ...cli, log: (line) => console.log(line) });
  if (cli.json) console.log(JSON.stringify(result, null, 2));
  else {
    const r = (x) => (x === null ? 'n/a' : Math.round(x * 10) / 10);
    console.log(
      `${result.clients} clients on ${result.books} books, ${result.rate} keys/s for ${result.seconds} s: ${result.keys} keys, ${result.delivered}/${result.expected} deliveries; delivery p50 ${r(result.p50)} ms, p95 ${r(result.p95)} ms, p99 ${r(result.p99)} ms, max ${r(result.max)} ms; server CPU ${r(result.serverCpuPercent)} %`,
    );
  }
  process.exit(result.delivered === result.expected ? 0 : 1);
}
