/**
 * The tools column (closed at start) with its page setup, notes, history, targets and sessions:
 * not in the first download. AppServices preloads it in idle time and, once loaded, it opens in
 * the click's own commit (React.lazy would still suspend and reveal it 300 ms later, bench S18).
 */
import { lazyReady } from '../../components/lazy-ready';

export const rightColumn = lazyReady(() => import('./RightColumn').then((m) => m.RightColumn));
