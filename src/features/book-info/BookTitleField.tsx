/** Shows the book title read through the worker facade and lets the author change it. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap, workerApi } from '../../worker-client/client';

export function BookTitleField() {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        unwrap(await workerApi().init());
        const fm = unwrap(await workerApi().getFrontmatter());
        if (live) setTitle(fm.title);
      } catch (e) {
        if (live) setError((e as Error).message);
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const save = async (value: string) => {
    const result = await workerApi().updateFrontmatter({ title: value });
    if (!result.success) setError(result.error.message);
  };

  if (error) return <p role="alert">{error}</p>;
  if (title === null) return <p>{t('app.loading')}</p>;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{title}</h1>
      <label htmlFor={id}>{t('book_info.book_title')}</label>
      <input
        id={id}
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          void save(e.target.value);
        }}
      />
    </section>
  );
}
