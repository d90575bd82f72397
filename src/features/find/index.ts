/** Find and replace's door (issue 28): the host the app shell mounts (keys, F3, the panel). */
export { FindHost } from './FindHost';
