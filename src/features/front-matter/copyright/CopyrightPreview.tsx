/** A live preview of the copyright page assembled from the checked clauses. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewLine } from './copyright-text';

export function CopyrightPreview({ lines }: { lines: readonly PreviewLine[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="copyright-preview" aria-labelledby={id}>
      <h2 id={id}>{t('copyright.preview_heading')}</h2>
      <div className="copyright-preview__page">
        {lines.length === 0 ? (
          <p className="muted">{t('copyright.preview_empty')}</p>
        ) : (
          lines.map((line) => <p key={line.key}>{line.text}</p>)
        )}
      </div>
    </section>
  );
}
