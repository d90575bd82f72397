/**
 * What follows the pointer while a tree row is dragged: the row itself — its twisty, icon, name
 * and colour label — lifted off the tree, not a box that reads as a text field.
 */
import type { FlatRow } from './flatten-tree';

export function DragGhost({ row }: { row: FlatRow }) {
  return (
    <div
      className={`manuscript-row manuscript-row--${row.type} manuscript-drag-overlay`}
      data-expanded={row.type === 'folder' ? String(row.expanded) : undefined}
      aria-hidden="true"
    >
      <span className="manuscript-twisty" />
      <span className="manuscript-icon" />
      <span className="manuscript-name">{row.name}</span>
      {row.labelColor && (
        <span className="manuscript-label">
          <span className="manuscript-label__dot" style={{ background: row.labelColor }} />
          {row.labelText}
        </span>
      )}
    </div>
  );
}
