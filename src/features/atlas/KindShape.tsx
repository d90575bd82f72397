/**
 * The mark of an atlas kind in the relationship view and its legend: a shape per kind (so the
 * kinds differ without colour too), filled with the kind's colour.
 */
import type { CSSProperties } from 'react';
import type { AtlasKind } from '../../../workers/contract/atlas';

/**
 * Each kind's mark: the corners of its polygon (0: a circle), its turn, star (every other corner
 * inset) and colour. One entry per kind, or the app does not build.
 */
const SHAPES: Record<AtlasKind, { sides: number; turn: number; star?: boolean; colour: string }> = {
  characters: { sides: 0, turn: 0, colour: '#c2410c' },
  locations: { sides: 4, turn: 45, colour: '#1d72b8' },
  cultures: { sides: 4, turn: 0, colour: '#7c3aed' },
  flora_fauna: { sides: 3, turn: -90, colour: '#15803d' },
  timelines: { sides: 3, turn: 90, colour: '#b45309' },
  geography: { sides: 6, turn: 0, colour: '#0f766e' },
  languages: { sides: 5, turn: -90, colour: '#be185d' },
  magic_technology: { sides: 5, turn: -90, star: true, colour: '#4f46e5' },
  politics_government: { sides: 8, turn: 22.5, colour: '#64748b' },
  religion_beliefs: { sides: 6, turn: -90, star: true, colour: '#a16207' },
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
  const style = { '--kind-color': shape.colour } as CSSProperties;
  if (shape.sides === 0) {
    return <circle className="kind-shape" style={style} cx={x} cy={y} r={size * 0.9} />;
  }
  const corners = shape.star ? shape.sides * 2 : shape.sides;
  const points = Array.from({ length: corners }, (_, i) => {
    const r = shape.star && i % 2 === 1 ? size * 0.5 : size * 1.1;
    const angle = ((shape.turn + (360 * i) / corners) * Math.PI) / 180;
    return `${(x + Math.cos(angle) * r).toFixed(1)},${(y + Math.sin(angle) * r).toFixed(1)}`;
  });
  return <polygon className="kind-shape" style={style} points={points.join(' ')} />;
}
