/** Import progress outside the new-book overlay (File > Open file). */
import { projectIsNewAtom } from '../../state/interface-state';
import { useAtomValue } from '../../state/jotai';
import { importProgressAtom } from './file-atoms';
import { ImportProgressView } from './ImportProgressView';
import { MergeProgressView } from './MergeProgressView';

export function FileProgress() {
  const progress = useAtomValue(importProgressAtom);
  const overlay = useAtomValue(projectIsNewAtom);
  if (overlay) return null;
  if (!progress) return <MergeProgressView />;
  return (
    <div className="file-progress-card">
      <ImportProgressView progress={progress} />
    </div>
  );
}
