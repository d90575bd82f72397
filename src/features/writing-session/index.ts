/** The writing session's door: the timer in the toolbar, its panel, and the host of its bell. */
export { SessionTimer } from './SessionTimer';
export { WritingSessionHost } from './WritingSessionHost';
export { WritingSessionPanel } from './WritingSessionPanel';
