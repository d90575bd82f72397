/**
 * One thread in the comments panel: the text it is on (a button that selects it in the page),
 * the opening comment and the replies with their authors in their colours, and Reply, Resolve /
 * Reopen and Delete for those whose link allows them.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentsSession } from './comments-session';
import { COMMENT_MAX, type CommentThread } from './threads';

interface Props {
  session: CommentsSession;
  thread: CommentThread;
  active: boolean;
  gone: boolean;
  /** Its text is not in the page yet (the page's document is still loading). */
  loading: boolean;
  onShow: (threadId: string) => void;
}

export function ThreadCard({ session, thread, active, gone, loading, onShow }: Props) {
  const { t, i18n } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const replyId = useId();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? '' : when.format(value);
  };
  const [opening, ...replies] = thread.replies;
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (session.reply(thread.id, text)) {
      setText('');
      setReplying(false);
    }
  };
  const nameOf = (name: string, key: string) =>
    key === session.me.key ? t('comments.you', { name }) : name || t('comments.someone');

  return (
    <li
      data-thread={thread.id}
      className={`sb-comment${active ? ' sb-comment--active' : ''}${thread.resolved ? ' sb-comment--resolved' : ''}`}
      aria-label={t('comments.thread_label', { name: thread.author || t('comments.someone') })}
      style={{ '--comment-colour': thread.colour || 'currentColor' } as React.CSSProperties}
    >
      {loading ? (
        <p className="sb-comment__loading">
          <q dir="auto">{thread.quote}</q> {t('comments.text_placing')}
        </p>
      ) : gone ? (
        <p className="sb-comment__gone">
          <q dir="auto">{thread.quote}</q> {t('comments.text_gone')}
        </p>
      ) : (
        <button
          type="button"
          className="sb-comment__quote"
          aria-label={t('comments.show_in_page', { quote: thread.quote })}
          aria-pressed={active}
          onClick={() => onShow(thread.id)}
        >
          <q dir="auto">{thread.quote}</q>
        </button>
      )}
      {thread.resolved && <p className="sb-comment__badge">{t('comments.resolved')}</p>}
      <ol className="sb-comment__entries">
        {[opening, ...replies].map(
          (entry) =>
            entry && (
              <li
                key={entry.id}
                className="sb-comment__entry"
                style={
                  entry.colour
                    ? ({ '--comment-colour': entry.colour } as React.CSSProperties)
                    : undefined
                }
              >
                <p className="sb-comment__meta">
                  <span className="sb-comment__dot" aria-hidden="true" />
                  <span className="sb-comment__author" dir="auto">
                    {nameOf(entry.author, entry.authorKey)}
                  </span>{' '}
                  <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>
                </p>
                <p className="sb-comment__text" dir="auto">
                  {entry.text}
                </p>
              </li>
            ),
        )}
      </ol>
      {session.canComment && replying && (
        <form className="sb-comment__form" onSubmit={sendReply}>
          <label htmlFor={replyId}>
            {t('comments.reply_label', { name: thread.author || t('comments.someone') })}
          </label>
          <textarea
            id={replyId}
            dir="auto"
            value={text}
            maxLength={COMMENT_MAX}
            rows={2}
            // biome-ignore lint/a11y/noAutofocus: the author just asked to reply here.
            autoFocus
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setReplying(false);
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) sendReply(e);
            }}
          />
          <div className="sb-comment__actions">
            <button type="submit" className="button button--primary" disabled={!text.trim()}>
              {t('comments.send_reply')}
            </button>
            <button type="button" className="button" onClick={() => setReplying(false)}>
              {t('comments.cancel')}
            </button>
          </div>
        </form>
      )}
      {session.canComment && !replying && (
        <div className="sb-comment__actions">
          {!thread.resolved && (
            <button type="button" className="button" onClick={() => setReplying(true)}>
              {t('comments.reply')}
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => session.resolve(thread.id, !thread.resolved)}
          >
            {thread.resolved ? t('comments.reopen') : t('comments.resolve')}
          </button>
          {session.mayDelete(thread) && (
            <button type="button" className="button" onClick={() => session.remove(thread.id)}>
              {t('comments.delete')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
