/** Baseline of S9: a blank Vite + React page whose one element is an editable text box. */
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return createElement('div', {
    contentEditable: true,
    suppressContentEditableWarning: true,
    role: 'textbox',
    'aria-label': 'Page',
  });
}

createRoot(document.getElementById('root')).render(
  createElement(StrictMode, null, createElement(App)),
);
