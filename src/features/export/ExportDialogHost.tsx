/** Where the export dialog appears; its code (and the export's) loads on the first export. */
import { lazy, Suspense } from 'react';
import { useAtom } from '../../state/jotai';
import { exportDialogAtom } from './export-atoms';

const ExportDialog = lazy(() =>
  import('./ExportDialog').then((m) => ({ default: m.ExportDialog })),
);

export function ExportDialogHost() {
  const [format, setFormat] = useAtom(exportDialogAtom);
  if (!format) return null;
  return (
    <Suspense fallback={null}>
      <ExportDialog key={format} format={format} onClose={() => setFormat(null)} />
    </Suspense>
  );
}
