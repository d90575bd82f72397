/**
 * Baseline of S4: a bare Lexical editor (rich text, lists, links, headings, quotes) that loads
 * a page's HTML on a click: DOMParser, $generateNodesFromDOM, root replaced. The HTML is
 * fetched at start-up, so the click measures the editor alone.
 */
import { $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode, registerList } from '@lexical/list';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { $getRoot, createEditor } from 'lexical';

const SIZES = [100, 500, 5000, 20000];
const html = {};
let editor = null;
let cleanup = () => undefined;

function load(size) {
  cleanup();
  const root = document.getElementById('editor');
  editor = createEditor({
    namespace: 'baseline',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    onError: (error) => console.error(error),
  });
  editor.setRootElement(root);
  const offRichText = registerRichText(editor);
  const offList = registerList(editor);
  cleanup = () => {
    offRichText();
    offList();
    editor.setRootElement(null);
  };
  editor.update(() => {
    const dom = new DOMParser().parseFromString(html[size], 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    $getRoot()
      .clear()
      .append(...nodes);
  });
}

async function start() {
  // `?dir=smoke/`: the smoke run's fixtures (the same pages, in their own folder).
  const dir = new URLSearchParams(location.search).get('dir') ?? '';
  for (const size of SIZES) {
    html[size] = await (await fetch(`/__bench/fixtures/${dir}page-${size}.html`)).text();
    const button = document.createElement('button');
    button.type = 'button';
    button.id = `load-${size}`;
    button.textContent = `Load ${size}`;
    button.addEventListener('click', () => load(size));
    document.getElementById('buttons').append(button);
  }
  document.body.dataset.state = 'ready';
}

start();
