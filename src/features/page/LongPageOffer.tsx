/**
 * Shown instead of the editor when a page is very long (LONG_PAGE_WORDS): every key would wait
 * for the whole page, so the author is offered to split it into pages (the worker keeps a
 * snapshot in Backups first and splits in one step) or to open it whole anyway.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLIT_PAGE_WORDS } from '../../../workers/contract/constants';
import { errorText } from '../../i18n/worker-messages';
import { useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { workerApi } from '../../worker-client/client';
import { openLongPageWholeAtom } from './long-page-atoms';

interface Props {
  id: string;
  name: string;
  words: number;
  /** The page was split: show it again (it now holds only its first part). */
  onSplit: () => void;
}

export function LongPageOffer({ id, name, words, onSplit }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const openWhole = useSetAtom(openLongPageWholeAtom);
  const push = useSetAtom(pushNoticeAtom);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const number = (n: number) => n.toLocaleString(i18n.language);

  const split = async () => {
    setBusy(true);
    setFailure(null);
    const result = await workerApi().splitLongPage(id);
    setBusy(false);
    if (!result.success) {
      setFailure(t('long_page.failed', { reason: errorText(t, result.error) }));
      return;
    }
    push({
      level: 'success',
      message: t('long_page.done', { pages: number(result.data.pages) }),
    });
    onSplit();
  };

  return (
    <section className="long-page-offer" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{t('long_page.title')}</h2>
      <p>{t('long_page.body', { name, words: number(words), size: number(SPLIT_PAGE_WORDS) })}</p>
      <p className="muted">{t('long_page.safety')}</p>
      {failure && <p role="alert">{failure}</p>}
      {busy && <p role="status">{t('long_page.splitting')}</p>}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void split()}
        >
          {t('long_page.split')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => openWhole(id)}>
          {t('long_page.open_whole')}
        </button>
      </div>
    </section>
  );
}
