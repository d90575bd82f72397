/** How versions are named on screen: their time in the author's language, and why kept. */
import type { TFunction } from 'i18next';
import type { PageVersionInfo, VersionRef } from '../../../workers/contract/revisions';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatTime(at: string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(new Date(at));
}

export function reasonText(t: TFunction, version: PageVersionInfo): string {
  return t(`revisions.reason_${version.reason}`);
}

/** A version as a choice in the compare's pickers. */
export function versionLabel(
  t: TFunction,
  language: string,
  version: PageVersionInfo | undefined,
  ref: VersionRef,
): string {
  if (ref === 'now') return t('revisions.now');
  if (!version) return '';
  const time = formatTime(version.at, language);
  return version.name ? `${version.name} (${time})` : `${time}, ${reasonText(t, version)}`;
}
