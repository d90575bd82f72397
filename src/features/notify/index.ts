/** The notices' door: the list of notices the shell shows. */
export { Notices } from './Notices';
