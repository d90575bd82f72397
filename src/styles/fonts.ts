/** Self-hosted book faces (woff2 files bundled by Vite; nothing is fetched from the network). */
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/playfair-display/400-italic.css';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/eb-garamond/700.css';
import '@fontsource/eb-garamond/400-italic.css';
import '@fontsource/literata/400.css';
import '@fontsource/literata/700.css';
import '@fontsource/literata/400-italic.css';
import '@fontsource/merriweather/400.css';
import '@fontsource/merriweather/700.css';
import '@fontsource/merriweather/400-italic.css';
import './script-fonts';
