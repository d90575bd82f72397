/**
 * A comparison drawn: inline (removed words struck, added ones underlined, in one column) or
 * side by side (the older text with its removed words, the newer with its added ones). The text
 * runs in the page's direction, so an Arabic page compares right to left.
 */
import { useTranslation } from 'react-i18next';
import type { CompareResult, DiffBlock, DiffPart } from '../../../workers/contract/revisions';

export type DiffLayout = 'inline' | 'side';

function Parts({ parts, show }: { parts: DiffPart[]; show: ReadonlySet<DiffPart['op']> }) {
  return (
    <>
      {parts.map((part, i) => {
        if (!show.has(part.op)) return null;
        const key = `${i}:${part.op}`;
        if (part.op === -1)
          return (
            <del key={key} className="rev-removed">
              {part.text}
            </del>
          );
        if (part.op === 1)
          return (
            <ins key={key} className="rev-added">
              {part.text}
            </ins>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </>
  );
}

const ALL = new Set<DiffPart['op']>([-1, 0, 1]);
const OLDER = new Set<DiffPart['op']>([-1, 0]);
const NEWER = new Set<DiffPart['op']>([0, 1]);

const restorable = (block: DiffBlock) =>
  block.oldHtml !== null && (block.kind === 'changed' || block.kind === 'removed');

interface Props {
  result: CompareResult;
  layout: DiffLayout;
  /** Offered on changed and removed paragraphs when the newer side is the open page. */
  onRestore?: ((block: DiffBlock) => void) | undefined;
}

export function DiffView({ result, layout, onRestore }: Props) {
  const { t } = useTranslation();
  const changed = result.blocks.some((b) => b.kind !== 'same');
  return (
    <div className={`rev-diff rev-diff--${layout}`} dir={result.dir}>
      {!changed && <p className="muted">{t('revisions.no_differences')}</p>}
      {result.blocks.map((block, i) => {
        const key = `${i}:${block.kind}`;
        const moved =
          block.kind === 'moved-from'
            ? t('revisions.moved_from')
            : block.kind === 'moved-to'
              ? t('revisions.moved_to')
              : null;
        const restore =
          onRestore && restorable(block) ? (
            <button type="button" className="rev-restore" onClick={() => onRestore(block)}>
              {t('revisions.restore_paragraph')}
            </button>
          ) : null;
        const className = `rev-block rev-block--${block.kind}`;
        if (layout === 'inline') {
          return (
            <div key={key} className={className}>
              {moved && <span className="rev-moved">{moved}</span>}
              <p dir="auto">
                <Parts parts={block.parts} show={ALL} />
              </p>
              {restore}
            </div>
          );
        }
        const olderShown = block.kind !== 'added' && block.kind !== 'moved-to';
        const newerShown = block.kind !== 'removed' && block.kind !== 'moved-from';
        return (
          <div key={key} className={`${className} rev-row`}>
            <div className="rev-cell">
              {olderShown && (
                <p dir="auto">
                  <Parts parts={block.parts} show={OLDER} />
                </p>
              )}
              {moved && block.kind === 'moved-from' && <span className="rev-moved">{moved}</span>}
            </div>
            <div className="rev-cell">
              {newerShown && (
                <p dir="auto">
                  <Parts parts={block.parts} show={NEWER} />
                </p>
              )}
              {moved && block.kind === 'moved-to' && <span className="rev-moved">{moved}</span>}
              {restore}
            </div>
          </div>
        );
      })}
    </div>
  );
}
