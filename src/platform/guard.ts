/**
 * The navigation guard (docs/spec/product-and-screens.md §2): the browser-update route is always allowed; every route is
 * allowed when the local flag "skip browser check" is the text true; otherwise a support level
 * of none or partial sends the user to /browser-update.
 */
import { type BrowserFeatures, detectFeatures, supportLevel } from './browser-support';

export const BROWSER_UPDATE_PATH = '/browser-update';
export const SKIP_BROWSER_CHECK_KEY = 'skip_browser_check';

export interface GuardInput {
  pathname: string;
  skipFlag: string | null;
  features: BrowserFeatures;
}

/** Returns the path to redirect to, or null to allow the navigation. */
export function guardRedirect({ pathname, skipFlag, features }: GuardInput): string | null {
  if (pathname === BROWSER_UPDATE_PATH || pathname.startsWith(`${BROWSER_UPDATE_PATH}/`)) {
    return null;
  }
  if (skipFlag === 'true') return null;
  const level = supportLevel(features);
  return level === 'none' || level === 'partial' ? BROWSER_UPDATE_PATH : null;
}

let cachedFeatures: BrowserFeatures | null = null;

export function readSkipFlag(): string | null {
  try {
    return localStorage.getItem(SKIP_BROWSER_CHECK_KEY);
  } catch {
    return null;
  }
}

/** The guard as the browser sees it. */
export function checkNavigation(pathname: string): string | null {
  cachedFeatures ??= detectFeatures();
  return guardRedirect({ pathname, skipFlag: readSkipFlag(), features: cachedFeatures });
}
