/** The goals' door: their summary in the Tools panel. The Goals screen is loaded on demand. */
export { TargetsSummary } from './TargetsSummary';
