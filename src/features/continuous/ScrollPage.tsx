/**
 * One item of the continuous view: a sub-folder's heading, or a page — its title over a thin
 * divider, then its text: the live editor when it is near the screen, else the stored HTML
 * (sanitised) that turns into the editor as soon as it takes focus, or a placeholder of its
 * estimated height while it is read.
 */
import { type CSSProperties, memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FailureMessage } from '../../components/FailureMessage';
import { SafeHtml } from '../../components/SafeHtml';
import { formatNumber } from '../../i18n/format';
import type { PageTexts } from './page-texts';
import { ScrollEditor } from './ScrollEditor';
import type { ScrollItem } from './scroll-items';

interface Props {
  item: ScrollItem;
  texts: PageTexts;
  live: boolean;
  active: boolean;
  focusOnMount: boolean;
  /** The page's fonts were looked up (until then the text waits under its placeholder). */
  fontsReady: boolean;
  /** Height shown while the text is read (px). */
  estimate: number;
  textStyle: CSSProperties;
  onActivate: (id: string, focus: boolean) => void;
  onEdited: (id: string, html: string) => void;
  onCounted: (id: string, words: number) => void;
}

const headingOf = (level: number) => `h${Math.min(6, level + 2)}` as 'h2';

export const ScrollPage = memo(function ScrollPage(props: Props) {
  const { item, texts } = props;
  const { t, i18n } = useTranslation();
  const text = useSyncExternalStore(
    (listener) => texts.subscribe(item.id, listener),
    () => texts.text(item.id),
  );
  const savedWords = useSyncExternalStore(
    (listener) => texts.subscribe(item.id, listener),
    () => texts.wordsOf(item.id),
  );
  const Heading = headingOf(item.level);
  const titleId = `scroll-title-${item.id}`;
  if (item.kind === 'folder') {
    return (
      <div className="scroll-folder">
        <Heading id={titleId} className="scroll-folder__title">
          <Link to={`/body-content/chapter/${encodeURIComponent(item.id)}`}>{item.name}</Link>
        </Heading>
      </div>
    );
  }
  const words = savedWords ?? item.words;
  return (
    <section className="scroll-page" aria-labelledby={titleId}>
      <header className="scroll-page__head">
        <Heading id={titleId} className="scroll-page__title">
          <Link to={`/body-content/page/${encodeURIComponent(item.id)}`}>{item.name}</Link>
        </Heading>
        <span className="muted scroll-page__words">
          {t('chapter.item_words', { words: formatNumber(i18n.language, words) })}
        </span>
      </header>
      <div className="writing-canvas scroll-page__sheet">
        {text === undefined || !props.fontsReady ? (
          <div
            className="scroll-page__placeholder"
            style={{ height: props.estimate }}
            aria-busy="true"
          >
            <span className="visually-hidden">{t('app.loading')}</span>
          </div>
        ) : 'error' in text ? (
          <FailureMessage error={text.error} />
        ) : props.live ? (
          <ScrollEditor
            key={text.gen}
            id={item.id}
            name={item.name}
            initialHtml={text.html}
            active={props.active}
            focusOnMount={props.focusOnMount}
            onEdited={props.onEdited}
            onCounted={props.onCounted}
          />
        ) : (
          <div
            className="sb-editor scroll-static"
            // Off screen its text is not laid out (content-visibility in continuous.css): it
            // keeps the height it had, or the estimate until it first shows.
            style={{ ...props.textStyle, containIntrinsicSize: `auto ${props.estimate}px` }}
          >
            {/* The page's text as stored; it becomes the editor when it takes focus (a click or Tab). */}
            {/* biome-ignore lint/a11y/useSemanticElements: the stored rich text, shown as the editor it turns into on focus; a textarea holds no markup. */}
            <div
              className="sb-editor__content scroll-static__text"
              role="textbox"
              aria-multiline="true"
              aria-label={item.name}
              tabIndex={0}
              onFocus={() => props.onActivate(item.id, true)}
            >
              <SafeHtml html={text.html} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
});
