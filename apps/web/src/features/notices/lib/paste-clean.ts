import { NOTICE_BODY_TAGS } from '@portal/contract/notices-labels';

/**
 * What a paste brings into the notice editor, cut down to what a notice keeps (NOTICE_BODY_TAGS, as
 * the server's `cleanNoticeHtml` keeps them). Word, Hangul (HWP) and web pages put styles, classes, fonts and comments around every word: 2,000 letters
 * from Word were 16,000 characters of HTML, past the body's limit, and a table the server did not keep
 * ran its cells together on one line (an audit). Pictures are not kept: they are counted, so that the
 * editor can say they belong in the attachments.
 */

const RENAMED = NOTICE_BODY_TAGS.renamed;
const KEPT = new Set<string>(NOTICE_BODY_TAGS.text);
const TABLE = new Set<string>(NOTICE_BODY_TAGS.table);
/** Gone with what is inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'head',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'xml',
]);
const PICTURES = new Set(['img', 'picture', 'video', 'canvas']);

export type CleanPaste = { html: string; pictures: number };

export function cleanPastedHtml(html: string): CleanPaste {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = document.createElement('div');
  let pictures = 0;

  const copy = (from: Node, to: Node) => {
    for (const node of Array.from(from.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        to.appendChild(document.createTextNode(node.textContent ?? ''));
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments (Word's <!--[if …]>)
      const element = node as Element;
      const name = element.localName.toLowerCase();
      if (PICTURES.has(name)) {
        pictures++;
        continue;
      }
      if (DROPPED.has(name)) continue;
      const tag = RENAMED[name] ?? name;
      if (!KEPT.has(tag) && !TABLE.has(tag)) {
        copy(element, to); // a span, font or section: its content stays, without it
        continue;
      }
      const clean = document.createElement(tag);
      if (tag === 'a') {
        const href = element.getAttribute('href') ?? '';
        if (/^(https?:|mailto:)/i.test(href.trim())) clean.setAttribute('href', href.trim());
      }
      if (tag === 'td' || tag === 'th')
        for (const attribute of ['colspan', 'rowspan']) {
          const n = Number(element.getAttribute(attribute));
          if (Number.isInteger(n) && n > 1 && n <= 50) clean.setAttribute(attribute, String(n));
        }
      copy(element, clean);
      to.appendChild(clean);
    }
  };
  copy(source.body, out);
  return { html: out.innerHTML, pictures };
}
