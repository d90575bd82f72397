/** One field of an atlas record, edited the way its type asks (workers/contract/atlas.ts). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AtlasField,
  LOCATION_CATEGORIES,
  type LocationType,
} from '../../../workers/contract/atlas';
import { TagInput } from '../../components/TagInput';
import { categoryKey, fieldLabelKey, subcategoryKey } from './atlas-kinds';

interface Props {
  field: AtlasField;
  /** A label other than the field's own (the relationships list in the Relations section). */
  label?: string;
  value: string | string[] | LocationType | undefined;
  onChange: (value: string | string[] | LocationType, immediate?: boolean) => void;
  onBlur: () => void;
}

export function useTagTexts() {
  const { t } = useTranslation();
  return {
    add: t('atlas.add'),
    remove: (value: string) => t('atlas.remove_tag', { value }),
    duplicate: (value: string) => t('atlas.duplicate_tag', { value }),
  };
}

export function AtlasFieldEditor({ field, label: ownLabel, value, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const label = ownLabel ?? t(fieldLabelKey(field.key));
  const texts = useTagTexts();

  if (field.type === 'list')
    return (
      <TagInput
        label={label}
        values={Array.isArray(value) ? value : []}
        texts={texts}
        onChange={(next) => onChange(next, true)}
      />
    );

  if (field.type === 'location_type') {
    const type = (value ?? { category: 'uncategorized', subcategory: '' }) as LocationType;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={`${type.category}:${type.subcategory}`}
          onChange={(e) => {
            const [category = 'uncategorized', subcategory = ''] = e.target.value.split(':');
            onChange({ category, subcategory }, true);
          }}
        >
          {Object.entries(LOCATION_CATEGORIES).map(([category, subs]) =>
            subs.length === 0 ? (
              <option key={category} value={`${category}:`}>
                {t(categoryKey(category))}
              </option>
            ) : (
              <optgroup key={category} label={t(categoryKey(category))}>
                <option value={`${category}:`}>
                  {t('atlas.category_any', { category: t(categoryKey(category)) })}
                </option>
                {subs.map((sub) => (
                  <option key={sub} value={`${category}:${sub}`}>
                    {t(subcategoryKey(sub))}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const hint =
    field.type === 'date'
      ? t('atlas.date_hint')
      : field.key === 'sort_key'
        ? t('atlas.sort_key_hint')
        : null;
  const common = {
    id,
    value: text,
    dir: 'auto' as const,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onBlur,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {field.type === 'text' ? <textarea rows={4} {...common} /> : <input {...common} />}
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
}
