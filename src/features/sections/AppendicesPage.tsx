/** Appendices: several titled sections; one is edited at a time. Deleting asks first. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useConfirm } from '../../components/confirm';
import { useReplacedVersion } from '../../state/find-request';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { PageCanvas } from '../page';

export function AppendicesPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const titleId = useId();
  const { data } = useWorkerQuery(() => workerApi().listAppendices(), [], ['appendices']);
  const [selected, setSelected] = useState<number | null>(null);
  // A find result opens its appendix with ?appendix=<id> (taken, then dropped from the address).
  const [params, setParams] = useSearchParams();
  const asked = params.get('appendix');
  useEffect(() => {
    if (asked === null) return;
    setSelected(Number(asked));
    setParams({}, { replace: true });
  }, [asked, setParams]);
  const [draftTitle, setDraftTitle] = useState('');
  const list = data ?? [];
  const current = list.find((a) => a.id === selected) ?? list[0] ?? null;
  // A find and replace that changed this appendix: its editor reads the new text.
  const replaced = useReplacedVersion(`appendix:${current?.id}`);

  useEffect(() => {
    setDraftTitle(current?.title ?? '');
  }, [current?.title]);

  const add = async () => {
    const result = await workerApi().addAppendix(
      t('appendices.new_title', { number: list.length + 1 }),
    );
    if (result.success && result.data.id !== undefined) setSelected(result.data.id);
  };

  const remove = async (id: number, name: string) => {
    const ok = await confirm({
      title: t('manuscript_confirm.title'),
      text: name,
      confirmLabel: t('manuscript_confirm.yes'),
      cancelLabel: t('files.cancel'),
      danger: true,
    });
    if (ok) await showIfFailed(workerApi().markAppendixDeleted(id));
  };

  return (
    <article className="section-page section-page--wide">
      <h1>{title}</h1>
      <div className="button-row">
        {list.map((a) => (
          <button
            key={a.id}
            type="button"
            className="toolbar-button"
            aria-pressed={current?.id === a.id}
            onClick={() => setSelected(a.id ?? null)}
          >
            {a.title || t('appendices.untitled')}
          </button>
        ))}
        <button type="button" className="button button--primary" onClick={() => void add()}>
          {t('appendices.add')}
        </button>
      </div>
      {current?.id !== undefined && current && (
        <section className="appendix" data-appendix-id={current.id}>
          <div className="field">
            <label htmlFor={titleId}>{t('appendices.title_label')}</label>
            <input
              id={titleId}
              dir="auto"
              value={draftTitle}
              onChange={(e) => setDraftTitle(e.target.value)}
              onBlur={() => {
                if (current.id !== undefined && draftTitle !== current.title)
                  void showIfFailed(workerApi().updateAppendix(current.id, { title: draftTitle }));
              }}
            />
          </div>
          <PageCanvas
            key={`${current.id}-${replaced}`}
            target={{ kind: 'appendix', id: current.id }}
            pageKey={`appendix:${current.id}`}
            initialHtml={current.content}
            label={current.title || t('appendices.untitled')}
            initialWords={current.content_metrics?.words ?? 0}
          />
          <button
            type="button"
            className="button button--danger"
            onClick={() => current.id !== undefined && void remove(current.id, current.title ?? '')}
          >
            {t('appendices.delete')}
          </button>
        </section>
      )}
      {list.length === 0 && <p className="muted">{t('appendices.empty')}</p>}
    </article>
  );
}
