/**
 * The chapter as one scroll (/body-content/chapter/:id/continuous): a folder's pages one after
 * another, each under its title, each editable where it stands and stored as its own page.
 *
 * One Lexical document for a whole long folder is slow (Lexical #7422), so the scroll is a virtual
 * list: only the items near the screen are in the page at all, and of those only the pages on
 * screen are live editors — made one per task, so scrolling never waits for several editors at
 * once. The others show their stored HTML (sanitised), or a placeholder of their estimated height
 * while they are read; a page's text is read from the worker only as it comes near.
 */
import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { NotFoundPage } from '../../components/NotFoundPage';
import { formatNumber } from '../../i18n/format';
import { pageWordsAtom, treeChangeAtom } from '../../session/book-atoms';
import { replacedTextsAtom } from '../../state/find-request';
import { useAtomValue, useSetAtom, useStore } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { settingsStyle, usePageSetup } from '../page';
import { PageTexts } from './page-texts';
import { ScrollPage } from './ScrollPage';
import { estimateHeight, pxPerWordAt, type ScrollItem, scrollItemsOf } from './scroll-items';
import { useLivePages } from './useLivePages';
import './continuous.css';

export function ContinuousPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tree = useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  if (tree.loading && !tree.data) return <p className="muted">{t('app.loading')}</p>;
  const folder = tree.data?.find(
    (n) => n.id === id && n.type === 'folder' && n.mark_for_delete !== 1,
  );
  if (!folder || !tree.data) return <NotFoundPage />;
  return <ContinuousView key={folder.id} folder={folder} nodes={tree.data} />;
}

function ContinuousView({
  folder,
  nodes,
}: {
  folder: TreeNodeSummary;
  nodes: readonly TreeNodeSummary[];
}) {
  const { t, i18n } = useTranslation();
  const items = useMemo(() => scrollItemsOf(folder.id, nodes), [folder.id, nodes]);
  const pages = items.filter((item) => item.kind === 'page');
  const words = pages.reduce((sum, page) => sum + page.words, 0);
  const count = (n: number) => formatNumber(i18n.language, n);
  return (
    <article className="continuous" aria-labelledby="continuous-title">
      <header className="continuous__head">
        <nav className="chapter-crumb" aria-label={t('routes.chapter')}>
          <Link to={`/body-content/chapter/${encodeURIComponent(folder.id)}`}>
            {t('continuous.back_to_list')}
          </Link>
        </nav>
        <h1 id="continuous-title">{folder.name}</h1>
        <p className="muted">
          {t('chapter.summary', { pages: count(pages.length), words: count(words) })}
        </p>
      </header>
      {items.length === 0 ? (
        <p className="muted">{t('chapter.empty')}</p>
      ) : (
        <ScrollList items={items} />
      )}
    </article>
  );
}

/**
 * An item's height: from its ResizeObserver entry (taken after layout), else the size known or
 * estimated. The library's default reads offsetHeight as each item mounts, a forced layout of the
 * whole list in the commit; the observer reports the real height right after the frame's layout.
 */
function measureItem(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  const key = instance.options.getItemKey(index);
  return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(index);
}

const NO_PAGES: readonly string[] = [];

/** Extra room above and below the window where pages become editors before they show (px). */
const LIVE_MARGIN_PX = 200;

function ScrollList({ items }: { items: ScrollItem[] }) {
  const { t } = useTranslation();
  const { style, editorSettings } = usePageSetup();
  const textStyle = useMemo(() => settingsStyle(editorSettings), [editorSettings]);
  const texts = useMemo(() => new PageTexts((id) => workerApi().fetchNode(id)), []);
  useEffect(() => () => texts.dispose(), [texts]);
  const scrollRef = useRef<HTMLElement>(null);
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  useEffect(() => setScrollElement(scrollRef.current), []);
  // The scroll's size, from a ResizeObserver: read in render (clientWidth), it forced a layout of
  // every item on each render, that is on each scroll step.
  const [box, setBox] = useState({ width: 800, height: 800 });
  useEffect(() => {
    if (!scrollElement) return;
    // Read after layout, in the observer's callback: no forced layout.
    const observer = new ResizeObserver(() => {
      const width = scrollElement.clientWidth;
      const height = scrollElement.clientHeight;
      setBox((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(scrollElement);
    return () => observer.disconnect();
  }, [scrollElement]);

  // The page's fonts are looked up the first time text is laid out in them (a long font stack,
  // one system lookup per family): with the first pages' text that made one layout of 50-75 ms.
  // So after the view's first frame, a hidden line in those fonts is laid out in a frame of its
  // own (fonts 'warming'); the pages show their text from the task after it ('ready').
  const [fonts, setFonts] = useState<'cold' | 'warming' | 'ready'>('cold');
  useEffect(() => {
    if (fonts === 'ready') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFonts(fonts === 'cold' ? 'warming' : 'ready'), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [fonts]);
  const fontsReady = fonts === 'ready';

  const [active, setActive] = useState<string | null>(null);
  const activeIndex = active === null ? -1 : items.findIndex((item) => item.id === active);
  // The page being written stays in the list even when it scrolls far away (its editor and caret).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const fontPx = typeof editorSettings.fontSize === 'number' ? editorSettings.fontSize : 18;
  const lineHeight =
    typeof editorSettings.lineHeight === 'number' ? editorSettings.lineHeight : 1.5;
  const width = Math.max(200, box.width - 96);
  const pxPerWord = pxPerWordAt(width, fontPx, lineHeight);
  const estimateSize = useCallback(
    (i: number) => estimateHeight(items[i] as ScrollItem, pxPerWord),
    [items, pxPerWord],
  );
  const getItemKey = useCallback((i: number) => items[i]?.id ?? i, [items]);
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 2,
    rangeExtractor,
    measureElement: measureItem,
    useFlushSync: false,
  });
  const rendered = virtualizer.getVirtualItems();

  // Pages near the window are read; those on screen become editors, one per task.
  const top = (virtualizer.scrollOffset ?? 0) - LIVE_MARGIN_PX;
  const bottom = (virtualizer.scrollOffset ?? 0) + box.height + LIVE_MARGIN_PX;
  const renderedPages: string[] = [];
  const onScreen: string[] = [];
  for (const row of rendered) {
    const item = items[row.index];
    if (item?.kind !== 'page') continue;
    renderedPages.push(item.id);
    if (row.end > top && row.start < bottom) onScreen.push(item.id);
  }
  const renderedKey = renderedPages.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list.
  useEffect(() => texts.want(renderedPages), [texts, renderedKey]);
  // No editor before the fonts are ready: pages read by then would all turn live in one task.
  const { live, focusTarget, makeLive } = useLivePages(
    texts,
    fontsReady ? onScreen : NO_PAGES,
    renderedPages,
    active,
  );

  const setPageWords = useSetAtom(pageWordsAtom);
  useEffect(() => () => setPageWords(null), [setPageWords]);
  const activeRef = useRef(active);
  activeRef.current = active;
  const onActivate = useCallback(
    (id: string, focus: boolean) => {
      setActive(id);
      if (focus) makeLive(id);
    },
    [makeLive],
  );
  const onEdited = useCallback((id: string, html: string) => texts.edited(id, html), [texts]);
  const onCounted = useCallback(
    (id: string, words: number) => {
      texts.counted(id, words);
      if (id === activeRef.current) setPageWords(words);
    },
    [texts, setPageWords],
  );

  // Pages changed elsewhere (another tab, a replace through the book) are read again; the live
  // editors keep theirs, except after a replace, which must reach them.
  const treeChange = useAtomValue(treeChangeAtom);
  const liveRef = useRef(live);
  liveRef.current = live;
  const seenChange = useRef(treeChange.seq);
  useEffect(() => {
    if (treeChange.seq === seenChange.current) return;
    seenChange.current = treeChange.seq;
    texts.changed(treeChange.ids, (id) => liveRef.current.has(id));
  }, [treeChange, texts]);
  const replaced = useAtomValue(replacedTextsAtom);
  const store = useStore();
  const seenReplace = useRef(store.get(replacedTextsAtom).seq);
  useEffect(() => {
    if (replaced.seq === seenReplace.current) return;
    seenReplace.current = replaced.seq;
    const ids = replaced.keys.filter((k) => k.startsWith('page:')).map((k) => k.slice(5));
    texts.changed(ids);
  }, [replaced, texts]);

  return (
    <section
      ref={scrollRef}
      className="continuous__scroll writing-page"
      style={style}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll takes focus to page through it by keyboard.
      tabIndex={0}
      aria-label={t('continuous.scroll_label')}
      onFocus={(event) => {
        const section = (event.target as HTMLElement).closest<HTMLElement>('[data-item-id]');
        const id = section?.dataset.itemId;
        if (id && id !== activeRef.current) setActive(id);
      }}
    >
      {fonts === 'warming' && (
        <div
          className="sb-editor scroll-static continuous__font-warm"
          style={textStyle}
          aria-hidden
        >
          <div className="sb-editor__content scroll-static__text">
            <h2>
              Aa <b>Bb</b> <i>Cc</i>
            </h2>
            <p>
              Aa <b>Bb</b> <i>Cc</i>{' '}
              <b>
                <i>Dd</i>
              </b>
            </p>
          </div>
        </div>
      )}
      <div className="continuous__list" style={{ height: virtualizer.getTotalSize() }}>
        {rendered.map((row) => {
          const item = items[row.index] as ScrollItem;
          return (
            <div
              key={row.key}
              className="continuous__item"
              data-index={row.index}
              data-item-id={item.id}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <ScrollPage
                item={item}
                texts={texts}
                live={live.has(item.id)}
                fontsReady={fontsReady}
                active={active === item.id}
                focusOnMount={focusTarget === item.id}
                estimate={Math.max(0, row.size - 96)}
                textStyle={textStyle}
                onActivate={onActivate}
                onEdited={onEdited}
                onCounted={onCounted}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
