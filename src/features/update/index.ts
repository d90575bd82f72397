/** The update prompt's door: the notice that a new version is ready. */
export { UpdatePrompt } from './UpdatePrompt';
