/**
 * The relationship view (issues 15 and 24): the screen's records and every related record of any
 * kind, placed by the worker, joined by their typed relations, each kind in its own colour and
 * shape with a legend. Drag or use the arrow keys to move around, the wheel or +/− to zoom, Fit
 * to see everyone; each record is a link (Tab reaches them) to its page. Loaded only when the
 * author opens it.
 */
import { Maximize, Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ATLAS_KINDS, ATLAS_REL_TABLES, type AtlasKind } from '../../../workers/contract/atlas';
import type { TableName } from '../../../workers/contract/tables';
import { IconButton } from '../../components/IconButton';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { sectionOf } from './atlas-kinds';
import { KindShape } from './KindShape';

interface View {
  x: number;
  y: number;
  scale: number;
}

const FIT: View = { x: 0, y: 0, scale: 1 };
const clampScale = (s: number) => Math.min(8, Math.max(0.15, s));

const WATCHED: TableName[] = [...ATLAS_KINDS, ...(Object.values(ATLAS_REL_TABLES) as TableName[])];

export function RelationshipGraph({ kind }: { kind: AtlasKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useWorkerQuery(() => workerApi().atlasGraph(kind), [kind], WATCHED);
  const [view, setView] = useState<View>(FIT);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  const bounds = useMemo(() => {
    const nodes = data?.nodes ?? [];
    if (nodes.length === 0) return { minX: -200, minY: -150, width: 400, height: 300 };
    const xs = nodes.map((n) => n.x);
    const ys = nodes.map((n) => n.y);
    const minX = Math.min(...xs) - 120;
    const minY = Math.min(...ys) - 60;
    return {
      minX,
      minY,
      width: Math.max(...xs) + 120 - minX,
      height: Math.max(...ys) + 60 - minY,
    };
  }, [data]);

  if (!data) return <p className="muted">{t('app.loading')}</p>;
  if (data.nodes.length === 0) return <p className="muted">{t('atlas.graph_nothing')}</p>;
  const byKey = new Map(data.nodes.map((n) => [n.key, n]));
  const kinds = ATLAS_KINDS.filter((k) => data.nodes.some((n) => n.kind === k));
  const zoom = (factor: number) => setView((v) => ({ ...v, scale: clampScale(v.scale * factor) }));
  const step = Math.max(bounds.width, bounds.height) / 12;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) setView((v) => ({ ...v, x: v.x + move[0], y: v.y + move[1] }));
    else if (event.key === '+' || event.key === '=') zoom(1.25);
    else if (event.key === '-') zoom(0.8);
    else if (event.key === '0') setView(FIT);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest('a')) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const perPixel = bounds.width / rect.width / start.view.scale;
    setView({
      ...start.view,
      x: start.view.x + (event.clientX - start.x) * perPixel,
      y: start.view.y + (event.clientY - start.y) * perPixel,
    });
  };

  const cx = bounds.minX + bounds.width / 2;
  const cy = bounds.minY + bounds.height / 2;
  const transform = `translate(${cx} ${cy}) scale(${view.scale}) translate(${-cx + view.x / view.scale} ${-cy + view.y / view.scale})`;

  const canvas = (
    <svg
      className="relationship-graph__canvas"
      role="application"
      aria-label={t('atlas.relationship_view')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: an application; focused, its arrow keys pan and +/− zoom.
      tabIndex={0}
      onKeyDown={onKeyDown}
      viewBox={`${bounds.minX} ${bounds.minY} ${bounds.width} ${bounds.height}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
      onWheel={(event) => zoom(event.deltaY < 0 ? 1.1 : 0.9)}
    >
      <defs>
        <marker
          id="relationship-graph-arrow"
          viewBox="0 0 10 10"
          refX="20"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" className="relationship-graph__arrow" />
        </marker>
      </defs>
      <g transform={transform}>
        {data.edges.map((edge, i) => {
          const a = byKey.get(edge.source);
          const b = byKey.get(edge.target);
          if (!a || !b) return null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two relations may join the same pair.
            <g key={i} className="relationship-graph__edge">
              <line
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                markerEnd="url(#relationship-graph-arrow)"
              />
              {edge.type && (
                <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 - 4} textAnchor="middle">
                  {edge.type}
                </text>
              )}
            </g>
          );
        })}
        {data.nodes.map((node) => {
          const href = `/world-atlas/${sectionOf(node.kind)}/${node.id}`;
          const name = node.name || t('atlas.unnamed');
          return (
            <a
              key={node.key}
              href={href}
              aria-label={t('atlas.graph_node', { name, kind: t(`atlas.kind.${node.kind}`) })}
              className={`relationship-graph__node relationship-graph__node--${node.kind}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(href);
              }}
            >
              <KindShape kind={node.kind} x={node.x} y={node.y} size={10} />
              <text x={node.x} y={node.y + 26} textAnchor="middle">
                {name}
              </text>
            </a>
          );
        })}
      </g>
    </svg>
  );

  return (
    <div className="relationship-graph">
      <div className="relationship-graph__tools">
        <IconButton label={t('atlas.zoom_in')} icon={Plus} onClick={() => zoom(1.25)} />
        <IconButton label={t('atlas.zoom_out')} icon={Minus} onClick={() => zoom(0.8)} />
        <IconButton label={t('atlas.zoom_fit')} icon={Maximize} onClick={() => setView(FIT)} />
        <span className="muted">{t('atlas.graph_hint')}</span>
      </div>
      <div className="relationship-graph__frame">{canvas}</div>
      <ul className="relationship-graph__legend" aria-label={t('atlas.graph_legend')}>
        {kinds.map((k) => (
          <li key={k} className={`relationship-graph__node--${k}`}>
            <svg viewBox="-12 -12 24 24" width="16" height="16" aria-hidden="true">
              <KindShape kind={k} x={0} y={0} size={9} />
            </svg>
            {t(`atlas.kind.${k}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
