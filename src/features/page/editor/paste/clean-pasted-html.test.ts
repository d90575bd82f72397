// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html';

const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:12.0pt;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
</head><body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->
<p class=MsoNormal style='text-align:center'><b><span style='font-size:14.0pt;mso-bidi-font-size:11.0pt'>Chapter One<o:p></o:p></span></b></p>
<p class=MsoNormal>Plain <i>italic</i> and <span style='background:yellow;mso-highlight:yellow'>marked</span> text.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>First<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Second<o:p></o:p></p>
<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span></span><![endif]>Numbered<o:p></o:p></p>
<!--EndFragment--></body></html>`;

const DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-9abcdef01234">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;"><span style="font-size:20pt;font-family:Arial;font-weight:400;">Heading</span></h1>' +
  '<p dir="ltr" style="line-height:1.38;text-align:right;margin-top:0pt;"><span style="font-size:11pt;font-family:Arial;color:#000000;background-color:transparent;font-weight:700;font-style:normal;">Bold</span>' +
  '<span style="font-size:11pt;font-family:Arial;background-color:transparent;font-weight:400;font-style:italic;"> italic</span>' +
  '<span style="font-size:11pt;font-family:Arial;background-color:#ffff00;font-weight:400;"> marked</span>' +
  '<span style="font-size:11pt;font-family:Arial;background-color:transparent;text-decoration:line-through;"> struck</span></p>' +
  '</b><br class="Apple-interchange-newline">';

function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content as unknown as HTMLElement;
}

describe('cleanPastedHtml', () => {
  it('keeps a rule as a scene break, but not the hidden one Google Docs writes for a page break', () => {
    expect(cleanPastedHtml('<p>a</p><hr style="color:red"><p>b</p>')).toBe('<p>a</p><hr><p>b</p>');
    expect(
      cleanPastedHtml(
        '<b id="docs-internal-guid-1"><p>a</p><hr style="page-break-before:always;display:none;"><p>b</p></b>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers and unsafe images', () => {
    const html = cleanPastedHtml('<p>a<img src=x onerror=alert(1)>b</p><img src="javascript:x">');
    expect(html).toBe('<p>ab</p>');
  });

  it('turns a javascript: link into its text', () => {
    expect(cleanPastedHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(cleanPastedHtml('<p><a href=" JaVaScRiPt:alert(1)">y</a></p>')).toBe('<p>y</p>');
  });

  it('keeps safe links with the forced rel', () => {
    expect(cleanPastedHtml('<a href="https://example.com" onclick="x()">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, styles, iframes and forms from web pages', () => {
    const html = cleanPastedHtml(
      '<style>p{}</style><script>alert(1)</script><iframe src="https://x"></iframe>' +
        '<p style="color:red" class="lead">Text</p><svg><script>alert(2)</script></svg>',
    );
    expect(html).toBe('<p>Text</p>');
  });

  it('strips Word junk and keeps its structure', () => {
    const html = cleanPastedHtml(WORD_HTML);
    expect(html).not.toMatch(/mso-|Mso|o:p|<!--|style=|xml/i);
    const root = parse(html);
    expect(root.querySelector('p.align-center b')?.textContent).toBe('Chapter One');
    expect(root.querySelector('i')?.textContent).toBe('italic');
    expect(root.querySelector('mark')?.textContent).toBe('marked');
    expect(Array.from(root.querySelectorAll('ul > li'), (li) => li.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(root.querySelector('ol > li')?.textContent).toBe('Numbered');
  });

  it('unwraps the Google Docs wrapper and keeps styled formatting as tags', () => {
    const html = cleanPastedHtml(DOCS_HTML);
    expect(html).not.toMatch(/docs-internal-guid|style=|Apple-interchange/);
    const root = parse(html);
    // The wrapper is gone, so the heading is not bold.
    expect(root.querySelector('b h1, b p, h1 b')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Heading');
    const paragraph = root.querySelector('p');
    expect(paragraph?.className).toBe('align-right');
    expect(paragraph?.querySelector('b')?.textContent).toBe('Bold');
    expect(paragraph?.querySelector('i')?.textContent).toBe(' italic');
    expect(paragraph?.querySelector('mark')?.textContent).toBe(' marked');
    expect(paragraph?.querySelector('s')?.textContent).toBe(' struck');
  });

  it('keeps underline from Word, LibreOffice and Google Docs, but not a link’s own underline', () => {
    const word = cleanPastedHtml(
      WORD_HTML.replace('Plain <i>italic</i>', 'Plain <u>under<o:p></o:p></u> <i>italic</i>'),
    );
    expect(parse(word).querySelector('u')?.textContent).toBe('under');
    // LibreOffice Writer's clipboard HTML.
    const libreOffice =
      '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN"><html><head><meta name="generator" content="LibreOffice 7.4"/></head>' +
      '<body lang="en-GB" dir="ltr"><p style="margin-bottom: 0cm; line-height: 100%">The <u>salt</u> <font face="Liberation Serif"><u><b>road</b></u></font></p></body></html>';
    expect(cleanPastedHtml(libreOffice)).toBe('<p>The <u>salt</u> <u><b>road</b></u></p>');
    const docs = cleanPastedHtml(
      DOCS_HTML.replace(
        '</p></b>',
        '<span style="font-size:11pt;text-decoration:underline;-webkit-text-decoration-skip:none;"> under</span>' +
          '<a href="https://example.com/" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">site</span></a></p></b>',
      ),
    );
    const root = parse(docs);
    expect(Array.from(root.querySelectorAll('u'), (u) => u.textContent)).toEqual([' under']);
    expect(root.querySelector('a')?.textContent).toBe('site');
    expect(cleanPastedHtml('<p><ins>added</ins></p>')).toBe('<p><u>added</u></p>');
  });

  it('maps tags outside the allow-list to the nearest kept one', () => {
    expect(cleanPastedHtml('<h5>Small</h5><strike>old</strike><kbd>Ctrl</kbd>')).toBe(
      '<h3>Small</h3><s>old</s><code>Ctrl</code>',
    );
    expect(cleanPastedHtml('<div>one</div><div align="center">two</div>')).toBe(
      '<p>one</p><p class="align-center">two</p>',
    );
  });

  it('keeps table text as paragraphs, header row included', () => {
    const html = cleanPastedHtml(
      '<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Ann</td></tr></tbody></table>',
    );
    expect(html).toBe('<p>Name</p><p>Ann</p>');
  });
});
