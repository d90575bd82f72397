/**
 * Screen faces for the scripts of the 30 interface languages that a system may lack (issue 24):
 * Arabic and Persian, Devanagari, Thai, Georgian, Chinese, Japanese and Korean. Each face is
 * bundled (woff2, nothing fetched from the network) and declared with its `unicode-range`, so the
 * browser downloads a file only when text on screen needs it: an English book never loads one.
 * The sans faces serve the interface (`--font-ui`, where they come before the system's faces:
 * their ranges hold only their script), the serif faces the page (`SCRIPT_SERIFS` in
 * settings-atoms.ts); CJK text uses the sans faces, sliced by Fontsource into ~100 small files
 * each, after the system's own CJK faces.
 * The CJK slices are left out of the offline precache and cached once used (vite.config.ts).
 */
import './script-fonts.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-kr/400.css';
