/** The tree an import will create, with each item's words; long trees show their first rows. */
import { FileText, Folder } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewNode } from '../../../workers/contract/manuscript-import';
import { formatNumber } from '../../i18n/format';

/** Rows shown at most (a preview of 10,000 files need not lay out 10,000 rows). */
const ROWS_SHOWN = 150;

interface Row {
  node: ImportPreviewNode;
  depth: number;
}

function rowsOf(nodes: readonly ImportPreviewNode[]): { rows: Row[]; total: number } {
  const rows: Row[] = [];
  let total = 0;
  const visit = (items: readonly ImportPreviewNode[], depth: number) => {
    for (const node of items) {
      total += 1;
      if (rows.length < ROWS_SHOWN) rows.push({ node, depth });
      if (node.children) visit(node.children, depth + 1);
    }
  };
  visit(nodes, 0);
  return { rows, total };
}

/** Memoised: the dialog re-renders on every progress step while the preview stays as it is. */
export const ImportPreviewTree = memo(function ImportPreviewTree({
  title,
  nodes,
}: {
  title: string;
  nodes: ImportPreviewNode[];
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  const { rows, total } = rowsOf(nodes);
  return (
    <div className="manuscript-import__tree">
      <ul aria-label={t('manuscript_import.preview_label')}>
        <li className="manuscript-import__row" style={{ paddingInlineStart: '0.25rem' }}>
          <Folder aria-hidden="true" size={16} />
          <span className="manuscript-import__name">{title}</span>
        </li>
        {rows.map(({ node, depth }, index) => (
          <li
            // The preview never reorders: the position is the row's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list
            key={index}
            className="manuscript-import__row"
            style={{ paddingInlineStart: `${(depth + 1) * 1.25 + 0.25}rem` }}
          >
            {node.kind === 'folder' ? (
              <Folder aria-hidden="true" size={16} />
            ) : (
              <FileText aria-hidden="true" size={16} />
            )}
            <span className="manuscript-import__name">{node.title}</span>
            <span className="manuscript-import__words">
              {t('manuscript_import.words', { words: n(node.words) })}
            </span>
          </li>
        ))}
      </ul>
      {total > rows.length && (
        <p className="muted">
          {t('manuscript_import.more_rows', { rows: n(total - rows.length) })}
        </p>
      )}
    </div>
  );
});
