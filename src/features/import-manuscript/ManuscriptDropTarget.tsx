/**
 * Files or a folder dropped anywhere on the window (outside the page editor, which takes its
 * own pictures) open the manuscript import with them. While files are dragged over the window
 * a band says where they will go.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { importManuscriptAtom } from './import-manuscript-atoms';
import { filesOfDrop } from './pick-manuscript-files';

const PICTURE = /\.(png|jpe?g|gif|webp|bmp|avif|svg)$/i;

const carriesFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');
const overEditor = (event: DragEvent) =>
  event.target instanceof Element &&
  event.target.closest('[contenteditable="true"], input, textarea') !== null;

export function ManuscriptDropTarget() {
  const { t } = useTranslation();
  const open = useSetAtom(importManuscriptAtom);
  const dialog = useAtomValue(importManuscriptAtom);
  const [over, setOver] = useState(false);

  useEffect(() => {
    if (dialog !== null) return;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth += 1;
      setOver(!overEditor(event));
    };
    const move = (event: DragEvent) => {
      if (!carriesFiles(event) || overEditor(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (event: DragEvent) => {
      depth = 0;
      setOver(false);
      if (
        !carriesFiles(event) ||
        event.defaultPrevented ||
        overEditor(event) ||
        !event.dataTransfer
      )
        return;
      event.preventDefault();
      void filesOfDrop(event.dataTransfer).then((files) => {
        // Pictures alone are not a manuscript (the page editor takes those).
        if (!files || files.length === 0 || files.every((f) => PICTURE.test(f.path))) return;
        open({ files });
      });
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', move);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', move);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [dialog, open]);

  if (!over) return null;
  return (
    <div className="manuscript-drop" aria-hidden="true">
      {t('manuscript_import.drop_here')}
    </div>
  );
}
