/**
 * The mark of an atlas kind in the relationship view and its legend: a shape per kind (so the
 * kinds differ without colour too), filled with the kind's colour from atlas.css.
 */
import type { AtlasKind } from '../../../workers/contract/atlas';

/** Corners of each kind's polygon (0: a circle) and its turn; star: every other corner inset. */
const SHAPES: Record<AtlasKind, { sides: number; turn: number; star?: boolean }> = {
  characters: { sides: 0, turn: 0 },
  locations: { sides: 4, turn: 45 },
  cultures: { sides: 4, turn: 0 },
  flora_fauna: { sides: 3, turn: -90 },
  timelines: { sides: 3, turn: 90 },
  geography: { sides: 6, turn: 0 },
  languages: { sides: 5, turn: -90 },
  magic_technology: { sides: 5, turn: -90, star: true },
  politics_government: { sides: 8, turn: 22.5 },
  religion_beliefs: { sides: 6, turn: -90, star: true },
};

export function KindShape({
  kind,
  x,
  y,
  size,
}: {
  kind: AtlasKind;
  x: number;
  y: number;
  size: number;
}) {
  const shape = SHAPES[kind];
  if (shape.sides === 0) return <circle className="kind-shape" cx={x} cy={y} r={size * 0.9} />;
  const corners = shape.star ? shape.sides * 2 : shape.sides;
  const points = Array.from({ length: corners }, (_, i) => {
    const r = shape.star && i % 2 === 1 ? size * 0.5 : size * 1.1;
    const angle = ((shape.turn + (360 * i) / corners) * Math.PI) / 180;
    return `${(x + Math.cos(angle) * r).toFixed(1)},${(y + Math.sin(angle) * r).toFixed(1)}`;
  });
  return <polygon className="kind-shape" points={points.join(' ')} />;
}
