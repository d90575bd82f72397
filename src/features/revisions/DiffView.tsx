/**
 * A comparison drawn: inline (removed words struck, added ones underlined, in one column) or
 * side by side (the older text with its removed words, the newer with its added ones). The text
 * runs in the page's direction, so an Arabic page compares right to left.
 */
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareResult, DiffBlock, DiffPart } from '../../../workers/contract/revisions';
import './revisions.css';

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

/** Paragraphs drawn per frame: a long page's comparison never holds the main thread long. */
const BLOCKS_PER_FRAME = 40;

export function DiffView({ result, layout, onRestore }: Props) {
  const { t } = useTranslation();
  const changed = result.blocks.some((b) => b.kind !== 'same');
  const [shown, setShown] = useState(BLOCKS_PER_FRAME);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result starts again.
  useEffect(() => setShown(BLOCKS_PER_FRAME), [result, layout]);
  useEffect(() => {
    if (shown >= result.blocks.length) return;
    const frame = requestAnimationFrame(() => setShown((n) => n + BLOCKS_PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [shown, result.blocks.length]);
  return (
    <div className={`rev-diff rev-diff--${layout}`} dir={result.dir}>
      {!changed && <p className="muted">{t('revisions.no_differences')}</p>}
      {result.blocks.slice(0, shown).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's place is its identity here.
        <Block key={`${i}:${block.kind}`} block={block} layout={layout} onRestore={onRestore} />
      ))}
    </div>
  );
}

/** One paragraph of the comparison (memoised: drawing more paragraphs leaves these alone). */
const Block = memo(function Block({
  block,
  layout,
  onRestore,
}: {
  block: DiffBlock;
  layout: DiffLayout;
  onRestore?: ((block: DiffBlock) => void) | undefined;
}) {
  const { t } = useTranslation();

  const moved =
    block.kind === 'moved-from'
      ? t('revisions.moved_from')
      : block.kind === 'moved-to'
        ? t('revisions.moved_to')
        : null;
  const restore =
    onRestore && restorable(block) ? (
      <button type="button" className="button rev-restore" onClick={() => onRestore(block)}>
        {t('revisions.restore_paragraph')}
      </button>
    ) : null;
  const className = `rev-block rev-block--${block.kind}`;
  if (layout === 'inline') {
    return (
      <div className={className}>
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
    <div className={`${className} rev-row`}>
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
});
