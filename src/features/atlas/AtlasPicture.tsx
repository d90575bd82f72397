/**
 * A record's picture (spec §3 Images on atlas entries): upload one (compressed in the worker,
 * kept in the project's images/ folder when one is granted, else inside the book), or give an
 * external address; the thumbnail shows the chosen source (uploaded by default). Removable.
 */
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtlasImage, AtlasRecord } from '../../../workers/contract/atlas';
import { imageUrl } from '../../session/image-urls';
import { unwrap, workerApi } from '../../worker-client/client';
import type { Picture } from './atlas-draft';

const readImage = async (blobId: string, relativePath: string) =>
  unwrap(await workerApi().readImage(blobId, relativePath));

/** The URL to show for the record's thumbnail, or null (none, or a missing project picture). */
export function useThumbnail(record: Pick<AtlasRecord, 'image' | 'image_url' | 'image_source'>) {
  const external = record.image_source === 'external' && record.image_url ? record.image_url : '';
  const image: AtlasImage | null = external ? null : record.image;
  const [url, setUrl] = useState<string | null>(null);
  const key = image ? `${image.src}\n${image.blobId ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the picture.
  useEffect(() => {
    if (!image) return setUrl(null);
    if (image.src.startsWith('data:')) return setUrl(image.src);
    let live = true;
    void imageUrl(readImage, image.blobId ?? '', image.relativePath || image.src).then((state) => {
      if (live) setUrl(state.kind === 'shown' ? state.url : null);
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (external) return external;
  return url;
}

export function AtlasPicture({
  record,
  name,
  onChange,
}: {
  record: AtlasRecord;
  name: string;
  onChange: (picture: Picture) => void;
}) {
  const { t } = useTranslation();
  const urlId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const [address, setAddress] = useState(record.image_url);
  const thumbnail = useThumbnail(record);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setFailed(false);
    try {
      const stored = unwrap(await workerApi().storeImage(file, file.name));
      onChange({
        image: {
          src: stored.src,
          fileName: stored.fileName,
          ...(stored.blobId ? { blobId: stored.blobId } : {}),
          ...(stored.relativePath ? { relativePath: stored.relativePath } : {}),
        },
        image_source: 'uploaded',
      });
    } catch {
      setFailed(true);
    }
  };

  return (
    <fieldset className="field-group atlas-picture">
      <legend>{t('atlas.picture')}</legend>
      {thumbnail ? (
        <img
          className="atlas-picture__thumb"
          src={thumbnail}
          alt={t('atlas.picture_of', { name })}
        />
      ) : (
        <p className="muted">{t('atlas.no_picture')}</p>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" size={16} /> {t('atlas.upload_picture')}
        </button>
        {(record.image || record.image_url) && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setAddress('');
              onChange({ image: null, image_url: '', image_source: 'uploaded' });
            }}
          >
            <Trash2 aria-hidden="true" size={16} /> {t('atlas.remove_picture')}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(e) => void upload(e)}
      />
      {failed && (
        <p role="alert" className="form-error">
          {t('editor.image_failed')}
        </p>
      )}
      <div className="field">
        <label htmlFor={urlId}>{t('atlas.picture_address')}</label>
        <input
          id={urlId}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          onBlur={() => {
            if (address !== record.image_url)
              onChange({
                image_url: address.trim(),
                ...(address.trim() && !record.image ? { image_source: 'external' as const } : {}),
              });
          }}
        />
      </div>
      {record.image && record.image_url && (
        <div className="field" role="radiogroup" aria-label={t('atlas.thumbnail_source')}>
          <span>{t('atlas.thumbnail_source')}</span>
          {(['uploaded', 'external'] as const).map((source) => (
            <label key={source} className="radio">
              <input
                type="radio"
                name={`${urlId}-source`}
                checked={record.image_source === source}
                onChange={() => onChange({ image_source: source })}
              />
              <span>{t(`atlas.source_${source}`)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
