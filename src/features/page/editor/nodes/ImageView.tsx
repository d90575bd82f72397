/**
 * An image on the page: shown from its data or blob URL, or — for an image of the project folder —
 * from the URL the host resolves. A missing image shows a placeholder with the spec's restore code
 * and the way to bring it back (choose the project folder, or relink the picture).
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateFor } from '../../../../i18n/format';
import { type HostImageState, ImageHostContext, showsDirectly } from './image-host';
import type { ImagePayload } from './image-payload';

const FOLDER_CODES = new Set(['no_handle', 'file_access_denied']);

/** The codes with their own explanation (images.code_<code>); any other is a system error. */
const KNOWN_CODES = ['not_found', 'no_handle', 'metadata_mismatch', 'file_access_denied'] as const;

export function ImageView({ payload }: { payload: ImagePayload }) {
  const host = useContext(ImageHostContext);
  const direct = showsDirectly(payload.src);
  const [state, setState] = useState<HostImageState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  // decorate() hands a new payload object on every render: resolve again only when it changes.
  const latest = useRef(payload);
  latest.current = payload;
  const identity = `${payload.src}\n${payload.blobId ?? ''}\n${payload.relativePath ?? ''}`;

  useEffect(() => {
    if (direct || !host) return;
    return host.subscribe((blobId) => {
      if (blobId === '' || blobId === payload.blobId) setRound((n) => n + 1);
    });
  }, [direct, host, payload.blobId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: identity stands for the payload; round asks again.
  useEffect(() => {
    if (direct) return;
    if (!host) {
      setState({ kind: 'missing', code: 'no_handle' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    void host.resolve(latest.current).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
    // identity: another image; round: asked again after a relink or a new folder.
  }, [direct, host, identity, round]);

  if (direct) return <img src={payload.src} alt={payload.alt ?? ''} />;
  if (state.kind === 'shown') return <img src={state.url} alt={payload.alt ?? ''} />;
  if (state.kind === 'loading')
    return <span className="page-image-loading" role="img" aria-label={payload.alt ?? ''} />;
  const act = (run: () => Promise<void>) => {
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return (
    <MissingImage
      payload={payload}
      code={state.code}
      busy={busy}
      onRelink={host ? () => act(() => host.relink(payload, state.code)) : undefined}
      onAccept={host ? () => act(() => host.acceptChanged(payload)) : undefined}
    />
  );
}

function MissingImage({
  payload,
  code,
  busy,
  onRelink,
  onAccept,
}: {
  payload: ImagePayload;
  code: string;
  busy: boolean;
  onRelink: (() => void) | undefined;
  onAccept: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  // A Latin file name inside right-to-left text keeps its own order.
  const name = isolateFor(i18n.dir())(
    payload.fileName || payload.alt || payload.relativePath || payload.src,
  );
  const known = (KNOWN_CODES as readonly string[]).includes(code)
    ? (code as (typeof KNOWN_CODES)[number])
    : 'system_error';
  return (
    // biome-ignore lint/a11y/useSemanticElements: inside a paragraph; a fieldset is not phrasing content.
    <span className="page-image-missing" role="group" aria-label={t('images.missing', { name })}>
      <span className="page-image-missing__title">{t('images.missing', { name })}</span>
      <span className="page-image-missing__why">{t(`images.code_${known}`)}</span>
      <span className="page-image-missing__code">{t('images.restore_code', { code })}</span>
      <span className="page-image-missing__actions">
        {onRelink && (
          <button type="button" className="button" disabled={busy} onClick={onRelink}>
            {FOLDER_CODES.has(code) ? t('images.choose_folder') : t('images.relink')}
          </button>
        )}
        {onAccept && code === 'metadata_mismatch' && (
          <button type="button" className="button" disabled={busy} onClick={onAccept}>
            {t('images.use_changed')}
          </button>
        )}
      </span>
    </span>
  );
}
