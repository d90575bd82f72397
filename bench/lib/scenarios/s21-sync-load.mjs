/**
 * S21: one sync server under load (issue 31): 200 headless Yjs clients on 50 books, each typing
 * 5 keys a second for 20 s (smoke: 8 clients on 2 books for 3 s). Delivery is the time from a
 * client's local insert until another client of the same book has it (every insert at every
 * other client of its book; all clients in one Node process, the server in its own). No browser:
 * bench/sync-load/run.mjs does the work; run it alone for more figures.
 */

import { runSyncLoad } from '../../sync-load/run.mjs';
import { figure } from '../figures.mjs';
import { median } from '../stats.mjs';

export default {
  id: 'S21',
  title: 'Sync server: 200 clients on 50 books typing 5 keys a second',
  async run(ctx) {
    const runs = [];
    for (let i = 0; i < ctx.runs; i += 1) {
      const r = await runSyncLoad({ smoke: ctx.smoke, log: ctx.log });
      runs.push(r);
      ctx.log(
        `  S21 run ${i + 1}: ${r.clients} clients, ${r.books} books, ${r.keys} keys in ${r.seconds} s, ${r.delivered}/${r.expected} delivered; p50 ${Math.round(r.p50)} ms, p95 ${Math.round(r.p95)} ms, max ${Math.round(r.max)} ms; server CPU ${Math.round(r.serverCpuPercent ?? 0)} %`,
      );
    }
    const first = runs[0];
    const note = `${first.clients} clients on ${first.books} books, ${first.rate} keys/s for ${first.seconds} s; server CPU ${runs.map((r) => Math.round(r.serverCpuPercent ?? 0)).join(' / ')} %`;
    return [
      figure({
        id: 'S21.p95DeliveryMs',
        scenario: 'S21',
        label: 'Sync load: p95 from a local insert to the other clients of its book',
        app: runs.map((r) => r.p95),
        note,
      }),
      figure({
        id: 'S21.p50DeliveryMs',
        scenario: 'S21',
        label: 'Sync load: median delivery',
        app: runs.map((r) => r.p50),
      }),
      figure({
        id: 'S21.delivered',
        scenario: 'S21',
        label: 'Sync load: every insert reached every other client of its book',
        unit: null,
        value: runs.every((r) => r.delivered === r.expected && r.keys > 0),
        note: `${median(runs.map((r) => r.delivered))} of ${median(runs.map((r) => r.expected))} deliveries`,
      }),
    ];
  },
};
