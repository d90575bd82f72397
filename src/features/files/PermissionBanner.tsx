/** When access to the project folder or book file needs the author, a banner offers it. */
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { currentFile } from './current-file';
import { permissionControlsAtom } from './FileServices';
import { permissionDialogText } from './permissions/dialog-text';

export function PermissionBanner() {
  const { t } = useTranslation();
  const controls = useAtomValue(permissionControlsAtom);
  const status = controls?.status;
  if (!controls || (status !== 'prompt' && status !== 'denied')) return null;
  const variant = status === 'prompt' ? 'prompt' : 'denied';
  const text = permissionDialogText(
    variant,
    (key, values) => (values ? t(key, values) : t(key)),
    currentFile().fileName ?? '',
  );
  return (
    <section className="permission-banner" aria-label={text.title}>
      <p>
        <strong>{text.title}</strong> {text.message}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void controls.recover(variant)}
      >
        {text.action}
      </button>
    </section>
  );
}
