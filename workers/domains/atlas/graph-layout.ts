/**
 * A force-directed layout for the atlas relationship view, computed in the worker:
 * related records pull together, every pair pushes apart, and everything drifts toward the
 * centre. Deterministic (start positions on a circle, fixed number of rounds), so the same book
 * always draws the same picture. A grid of cells keeps the repulsion near O(n) per round.
 */

export interface GraphPoint {
  x: number;
  y: number;
}

/** Positions for `count` nodes joined by `edges` (index pairs), in a square about `size` wide. */
export function layoutGraph(
  count: number,
  edges: ReadonlyArray<readonly [number, number]>,
  rounds = 180,
): GraphPoint[] {
  if (count === 0) return [];
  const size = Math.max(400, Math.sqrt(count) * 110);
  const ideal = size / Math.sqrt(count + 1);
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const r = size * 0.35 * (0.6 + (0.4 * ((i * 7919) % 13)) / 13);
    return { x: Math.cos(angle) * r, y: Math.sin(angle) * r };
  });
  const dx = new Float64Array(count);
  const dy = new Float64Array(count);
  let temperature = size / 8;
  for (let round = 0; round < rounds; round++) {
    dx.fill(0);
    dy.fill(0);
    // Repulsion between nodes in the same or a neighbouring grid cell.
    const cell = ideal * 2;
    const grid = new Map<string, number[]>();
    points.forEach((p, i) => {
      const key = `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`;
      const list = grid.get(key);
      if (list) list.push(i);
      else grid.set(key, [i]);
    });
    for (const [key, members] of grid) {
      const [cx, cy] = key.split(',').map(Number) as [number, number];
      for (let gx = cx - 1; gx <= cx + 1; gx++)
        for (let gy = cy - 1; gy <= cy + 1; gy++) {
          const others = grid.get(`${gx},${gy}`);
          if (!others) continue;
          for (const i of members)
            for (const j of others) {
              if (j <= i) continue;
              const a = points[i] as GraphPoint;
              const b = points[j] as GraphPoint;
              let ex = a.x - b.x;
              let ey = a.y - b.y;
              let d = Math.hypot(ex, ey);
              if (d < 0.01) {
                ex = ((i - j) % 3) + 0.5;
                ey = ((i + j) % 3) - 1;
                d = Math.hypot(ex, ey);
              }
              const force = (ideal * ideal) / d;
              dx[i] = (dx[i] ?? 0) + (ex / d) * force;
              dy[i] = (dy[i] ?? 0) + (ey / d) * force;
              dx[j] = (dx[j] ?? 0) - (ex / d) * force;
              dy[j] = (dy[j] ?? 0) - (ey / d) * force;
            }
        }
    }
    // Attraction along relations.
    for (const [s, t] of edges) {
      const a = points[s];
      const b = points[t];
      if (!a || !b || s === t) continue;
      const ex = a.x - b.x;
      const ey = a.y - b.y;
      const d = Math.max(0.01, Math.hypot(ex, ey));
      const force = (d * d) / ideal;
      dx[s] = (dx[s] ?? 0) - (ex / d) * force;
      dy[s] = (dy[s] ?? 0) - (ey / d) * force;
      dx[t] = (dx[t] ?? 0) + (ex / d) * force;
      dy[t] = (dy[t] ?? 0) + (ey / d) * force;
    }
    // Gravity toward the centre, then a move limited by the temperature.
    points.forEach((p, i) => {
      const gx = (dx[i] ?? 0) - p.x * 0.02;
      const gy = (dy[i] ?? 0) - p.y * 0.02;
      const d = Math.max(0.01, Math.hypot(gx, gy));
      const step = Math.min(d, temperature);
      p.x += (gx / d) * step;
      p.y += (gy / d) * step;
    });
    temperature *= 0.975;
  }
  return points.map((p) => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 }));
}
