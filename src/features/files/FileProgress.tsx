/** Import progress outside the new-book overlay (File > Open file). */
import { projectIsNewAtom } from '../../state/interface-state';
import { useAtomValue } from '../../state/jotai';
import { importProgressAtom } from './file-atoms';
import { ImportProgressView } from './ImportProgressView';

export function FileProgress() {
  const progress = useAtomValue(importProgressAtom);
  const overlay = useAtomValue(projectIsNewAtom);
  if (!progress || overlay) return null;
  return (
    <div className="file-progress-card">
      <ImportProgressView progress={progress} />
    </div>
  );
}
