/**
 * Screen faces for the scripts of the 30 interface languages that a system may lack (issue 24):
 * Arabic and Persian, Devanagari, Thai, Georgian, Chinese, Japanese and Korean. Each face is
 * bundled (woff2, nothing fetched from the network) and declared with its `unicode-range`, so the
 * browser downloads a file only when text on screen needs it: an English book never loads one.
 * The sans faces serve the interface (`--font-ui`, where they come before the system's faces:
 * their ranges hold only their script), the serif faces the page (`SCRIPT_SERIFS` in
 * settings-atoms.ts). CJK text uses the sans faces of cjk-fonts.ts, sliced by Fontsource into
 * ~100 small files each, after the system's own CJK faces; their rules are loaded at once when
 * the interface speaks Chinese, Japanese or Korean, else when the browser is next idle (a page may
 * hold CJK text in any language). The CJK slices are left out of the offline precache and cached
 * once used (vite.config.ts).
 */
import './script-fonts.css';

const CJK_LANGUAGE = /^(zh|ja|ko)\b/i;
let cjkFaces: Promise<unknown> | undefined;

/** Adds the CJK faces' rules to the document (once). */
export function loadCjkFaces(): Promise<unknown> {
  cjkFaces ??= import('./cjk-fonts');
  return cjkFaces;
}

/** Loads the CJK faces now for a CJK interface (and when one is chosen), otherwise when idle. */
export function scheduleCjkFaces(root: HTMLElement = document.documentElement): void {
  const forLanguage = () => {
    if (CJK_LANGUAGE.test(root.lang)) void loadCjkFaces();
  };
  forLanguage();
  new MutationObserver(forLanguage).observe(root, { attributes: true, attributeFilter: ['lang'] });
  if (window.requestIdleCallback)
    window.requestIdleCallback(() => void loadCjkFaces(), { timeout: 5000 });
  else window.setTimeout(() => void loadCjkFaces(), 2000);
}
