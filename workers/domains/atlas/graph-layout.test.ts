import { describe, expect, it } from 'vitest';
import { layoutGraph } from './graph-layout';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('layoutGraph', () => {
  it('is deterministic and gives every node a finite place', () => {
    const edges = [
      [0, 1],
      [1, 2],
      [3, 4],
    ] as const;
    const first = layoutGraph(6, edges);
    expect(layoutGraph(6, edges)).toEqual(first);
    expect(first).toHaveLength(6);
    for (const p of first) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
  });

  it('keeps related characters closer than unrelated ones, and nodes apart', () => {
    const points = layoutGraph(8, [
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    const related = distance(points[0]!, points[1]!);
    const unrelated = distance(points[0]!, points[6]!);
    expect(related).toBeLessThan(unrelated);
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++)
        expect(distance(points[i]!, points[j]!)).toBeGreaterThan(20);
  });

  it('lays out 500 characters', () => {
    const edges = Array.from({ length: 700 }, (_, i) => [i % 500, (i * 37) % 500] as const);
    const points = layoutGraph(500, edges);
    expect(points).toHaveLength(500);
  });
});
