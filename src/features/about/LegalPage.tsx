/** Terms of Service and Privacy Policy: what a local-first app that sends nothing promises. */
import { useTranslation } from 'react-i18next';

export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const title = kind === 'terms' ? t('routes.terms_of_service') : t('routes.privacy_policy');
  const prefix = kind === 'terms' ? 'legal.terms_' : ('legal.privacy_' as const);
  return (
    <article className="prose">
      <h1>{title}</h1>
      {([1, 2, 3, 4] as const).map((n) => (
        <p key={n}>{t(`${prefix}${n}`)}</p>
      ))}
    </article>
  );
}
