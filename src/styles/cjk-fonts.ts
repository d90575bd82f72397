/**
 * The Chinese, Japanese and Korean screen faces: ~350 `@font-face` rules (Fontsource's slices,
 * each with its `unicode-range`), 130 KB of gzipped CSS. Loaded apart from the app's styles
 * (script-fonts.ts decides when), so they never hold up the first paint.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-kr/400.css';
