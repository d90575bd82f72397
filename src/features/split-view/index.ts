/** The split view's door: its frame around the routed screen, and its open state (the toolbar's toggle). */

export { SplitView } from './SplitView';
export { splitOpenAtom, toggleSplitAtom } from './split-atoms';
