/** The settings' door: the Tools panel's page setup and the interface language. */
export { LanguageSelect } from './LanguageSelect';
export { PageSetupPanel } from './PageSetupPanel';
