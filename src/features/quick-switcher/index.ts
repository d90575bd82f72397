/** The quick switcher's door: Go to (Ctrl/Cmd+P). */
export { QuickSwitcher } from './QuickSwitcher';
