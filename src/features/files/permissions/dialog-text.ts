/**
 * Texts of the file-permission dialog (docs/spec/data-layer-and-files.md §2): four variants, each with a title and an action
 * label, as i18n keys under `permissions.dialog`. The dialog is a browser confirm box.
 */
import type { TranslationKey } from '../../../i18n/keys';

/** Why access is being asked for. */
export type PermissionVariant = 'prompt' | 'denied' | 'lost' | 'expired';

/** All variants, in the spec's order. */
export const PERMISSION_VARIANTS: readonly PermissionVariant[] = [
  'prompt',
  'denied',
  'lost',
  'expired',
];

/** A translate function (i18next's `t`, narrowed to what this feature uses). */
export type Translate = (key: TranslationKey, options?: Record<string, unknown>) => string;

/** The i18n keys of one variant. */
export interface PermissionDialogKeys {
  title: TranslationKey;
  action: TranslationKey;
  message: TranslationKey;
}

/** The i18n keys of every variant: title, action label and explanation. */
export const PERMISSION_DIALOG_KEYS: Readonly<Record<PermissionVariant, PermissionDialogKeys>> = {
  prompt: keysOf('prompt'),
  denied: keysOf('denied'),
  lost: keysOf('lost'),
  expired: keysOf('expired'),
};

function keysOf(variant: PermissionVariant): PermissionDialogKeys {
  const base = `permissions.dialog.${variant}` as const;
  return { title: `${base}.title`, action: `${base}.action`, message: `${base}.message` };
}

/** The translated title, action label and explanation of a variant. */
export function permissionDialogText(
  variant: PermissionVariant,
  t: Translate,
  fileName: string,
): { title: string; action: string; message: string } {
  const keys = PERMISSION_DIALOG_KEYS[variant];
  const name = fileName || t('permissions.your_book_file');
  return {
    title: t(keys.title),
    action: t(keys.action),
    message: t(keys.message, { fileName: name }),
  };
}

/** The confirm box's text: title, explanation, and what OK does. */
export function permissionConfirmMessage(
  variant: PermissionVariant,
  t: Translate,
  fileName: string,
): string {
  const { title, action, message } = permissionDialogText(variant, t, fileName);
  return `${title}\n\n${message}\n\n${t('permissions.dialog.confirm_hint', { action })}`;
}
