/**
 * Beside a shared page: its comment threads in the page's order, Add comment for the selected
 * text (also Ctrl/Cmd+Alt+M in the page), the composer, and the resolved threads behind
 * "Show resolved". A reader sees the threads only.
 */
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { pageAwarenessAtom } from '../sync';
import { selectThreadText } from './CommentsPlugin';
import type { CommentsSession } from './comments-session';
import type { PageAwareness } from './page-anchors';
import { ThreadCard } from './ThreadCard';
import './comments.css';
import { COMMENT_MAX } from './threads';

export function CommentsPanel({ session }: { session: CommentsSession }) {
  const { t } = useTranslation();
  useSyncExternalStore(session.subscribe, session.getVersion);
  const awareness = useAtomValue(pageAwarenessAtom) as unknown as PageAwareness | null;
  const [text, setText] = useState('');
  const headingId = useId();
  const composerId = useId();
  const resolvedCount = session.threads.filter((thread) => thread.resolved).length;
  const shown = session.shownThreads();
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  const shortcut = isMac ? '⌘⌥M' : 'Ctrl+Alt+M';

  const post = (event: FormEvent) => {
    event.preventDefault();
    const id = session.add(text);
    if (!id) return;
    setText('');
    // Focus goes to the new thread (the composer it was in is gone).
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`[data-thread="${CSS.escape(id)}"] .sb-comment__quote`)
        ?.focus(),
    );
  };
  const show = (threadId: string) => {
    session.setActive(threadId);
    selectThreadText(session, awareness, threadId);
  };

  return (
    <section className="sb-comments" aria-labelledby={headingId}>
      <header className="sb-comments__head">
        <h2 id={headingId}>{t('comments.title')}</h2>
        {session.canComment && (
          <button
            type="button"
            className="button button--primary sb-comments__add"
            disabled={!session.target || session.composing !== null}
            aria-keyshortcuts={isMac ? 'Meta+Alt+M' : 'Control+Alt+M'}
            title={t('comments.add_hint', { shortcut })}
            onClick={() => session.compose()}
          >
            {t('comments.add')}
          </button>
        )}
      </header>
      {session.composing && (
        <form className="sb-comment__form sb-comments__composer" onSubmit={post}>
          <label htmlFor={composerId}>
            {t('comments.comment_on', { quote: session.composing.quote })}
          </label>
          <textarea
            id={composerId}
            dir="auto"
            value={text}
            maxLength={COMMENT_MAX}
            rows={3}
            // biome-ignore lint/a11y/noAutofocus: the author just asked to comment.
            autoFocus
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') session.cancelCompose();
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) post(e);
            }}
          />
          <div className="sb-comment__actions">
            <button type="submit" className="button button--primary" disabled={!text.trim()}>
              {t('comments.post')}
            </button>
            <button type="button" className="button" onClick={() => session.cancelCompose()}>
              {t('comments.cancel')}
            </button>
          </div>
        </form>
      )}
      {session.canComment ? (
        !session.composing && (
          <p className="sb-comments__hint">{t('comments.add_hint', { shortcut })}</p>
        )
      ) : (
        <p className="sb-comments__hint">{t('comments.read_only')}</p>
      )}
      {resolvedCount > 0 && (
        <label className="sb-comments__toggle">
          <input
            type="checkbox"
            checked={session.showResolved}
            onChange={(e) => session.setShowResolved(e.target.checked)}
          />
          {t('comments.show_resolved', { count: resolvedCount })}
        </label>
      )}
      {shown.length === 0 ? (
        <p className="sb-comments__empty">{t('comments.none')}</p>
      ) : (
        <ol className="sb-comments__list" aria-label={t('comments.list')}>
          {shown.map((thread) => (
            <ThreadCard
              key={thread.id}
              session={session}
              thread={thread}
              active={thread.id === session.activeId}
              gone={session.places.gone.has(thread.id)}
              loading={session.places.loading.has(thread.id)}
              onShow={show}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
