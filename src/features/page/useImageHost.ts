/**
 * The page editor's image host: project images shown through cached blob URLs, and the ways to
 * bring a missing one back — choose the project folder (no_handle, file_access_denied), put a
 * picture back at its place (not_found, system_error, metadata_mismatch), or keep a picture that
 * was changed outside the app (metadata_mismatch). Each outcome is told in a notice.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRead } from '../../../workers/contract/images';
import {
  ensureWritePermission,
  isAbortError,
  pickDirectory,
  pickImageFile,
} from '../../platform/file-system';
import { imageUrl, onImageRefresh, refreshImage } from '../../session/image-urls';
import { useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { unwrap, workerApi } from '../../worker-client/client';
import { FILE_HANDLES_RESTORED_EVENT } from '../files';
import type { ImageHost, ImagePayload } from './editor';

const FOLDER_CODES = new Set(['no_handle', 'file_access_denied']);

const readImage = async (blobId: string, relativePath: string): Promise<ImageRead> =>
  unwrap(await workerApi().readImage(blobId, relativePath));

const placeOf = (payload: ImagePayload) => ({
  blobId: payload.blobId ?? '',
  relativePath: payload.relativePath || payload.src,
});

/** Asks for the project folder: access to the remembered one, else the folder picker. */
async function chooseProjectFolder(): Promise<boolean> {
  const api = workerApi();
  const state = unwrap(await api.bookFileState());
  if (state.directoryHandle && (await ensureWritePermission(state.directoryHandle))) return true;
  const directory = await pickDirectory();
  if (state.fileName) {
    const bound = unwrap(await api.bindProjectFolder(directory, state.fileName));
    if (bound.bound) return true;
  }
  unwrap(await api.chooseImageFolder(directory));
  return true;
}

export function useImageHost(): ImageHost {
  const { t } = useTranslation();
  const push = useSetAtom(pushNoticeAtom);

  // Access to the folder came back (the permission banner): missing images are asked again.
  useEffect(() => {
    const again = () => refreshImage();
    window.addEventListener(FILE_HANDLES_RESTORED_EVENT, again);
    return () => window.removeEventListener(FILE_HANDLES_RESTORED_EVENT, again);
  }, []);

  return useMemo<ImageHost>(() => {
    const told = (result: ImageRead, blobId: string) => {
      if (result.ok) {
        refreshImage(blobId);
        push({ level: 'success', message: t('images.relinked') });
      } else {
        push({
          level: 'error',
          message: t('images.relink_failed', { reason: t(`images.code_${result.code}`) }),
        });
      }
    };
    const failed = (error: unknown) => {
      if (isAbortError(error)) return;
      push({
        level: 'error',
        message: t('images.relink_failed', { reason: (error as Error).message }),
      });
    };
    return {
      async resolve(payload) {
        const { blobId, relativePath } = placeOf(payload);
        return imageUrl(readImage, blobId, relativePath);
      },
      subscribe: onImageRefresh,
      async relink(payload, code) {
        const { blobId, relativePath } = placeOf(payload);
        try {
          if (FOLDER_CODES.has(code)) {
            if (await chooseProjectFolder()) {
              refreshImage();
              push({ level: 'success', message: t('images.folder_chosen') });
            }
            return;
          }
          const file = await pickImageFile();
          if (!file) return;
          told(unwrap(await workerApi().relinkImage(blobId, relativePath, file)), blobId);
        } catch (error) {
          failed(error);
        }
      },
      async acceptChanged(payload) {
        const { blobId, relativePath } = placeOf(payload);
        try {
          told(unwrap(await workerApi().acceptImageFile(blobId, relativePath)), blobId);
        } catch (error) {
          failed(error);
        }
      },
    };
  }, [push, t]);
}
