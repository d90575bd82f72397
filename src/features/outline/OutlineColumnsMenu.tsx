/**
 * Which columns the outline shows and in what order: a disclosure with one line per column — a
 * box to show it, and buttons to move it earlier or later. The choice is remembered here.
 */
import { Columns3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../state/jotai';
import {
  COLUMN_TITLES,
  cleanColumns,
  moveColumn,
  outlineColumnsAtom,
  toggleColumn,
} from './outline-columns';

export function OutlineColumnsMenu() {
  const { t } = useTranslation();
  const [stored, setStored] = useAtom(outlineColumnsAtom);
  const choice = cleanColumns(stored);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="outline-columns">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Columns3 aria-hidden="true" size={16} />
        {t('outline.columns')}
      </button>
      {open && (
        <fieldset id={panelId} className="outline-columns__panel">
          <legend className="visually-hidden">{t('outline.columns')}</legend>
          <ul>
            {choice.order.map((key, i) => {
              const title = t(COLUMN_TITLES[key]);
              return (
                <li key={key}>
                  <label>
                    <input
                      type="checkbox"
                      checked={!choice.hidden.includes(key)}
                      onChange={(e) => setStored(toggleColumn(choice, key, e.target.checked))}
                    />
                    {title}
                  </label>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t('outline.column_earlier', { name: title })}
                    aria-disabled={i === 0}
                    onClick={() => i > 0 && setStored(moveColumn(choice, key, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t('outline.column_later', { name: title })}
                    aria-disabled={i === choice.order.length - 1}
                    onClick={() =>
                      i < choice.order.length - 1 && setStored(moveColumn(choice, key, 1))
                    }
                  >
                    ↓
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
