import { NOTICE_BODY_TAGS } from '@portal/contract/notices-labels';
import sanitizeHtml from 'sanitize-html';

/** A table cell with its spans as whole numbers 2 to 50 (anything else is dropped). */
const span = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs: Object.fromEntries(
    (['colspan', 'rowspan'] as const)
      .map((name) => [name, Number(attribs[name])] as const)
      .filter(([, n]) => Number.isInteger(n) && n > 1 && n <= 50)
      .map(([name, n]) => [name, String(n)]),
  ),
});

/**
 * What a notice body may hold: paragraphs, emphasis, two heading levels, lists, quotes, links and
 * tables (a schedule pasted from Word or Hangul ran its cells together on one line: an audit).
 * Everything else is removed when the notice is saved (scripts and styles with their content,
 * every attribute but a link's address, every address but http(s) and mailto), so the stored body
 * is served and rendered as it is.
 */
const options: sanitizeHtml.IOptions = {
  // Checked after transformTags below: b, i, h1, div … arrive renamed.
  allowedTags: [...NOTICE_BODY_TAGS.text, ...NOTICE_BODY_TAGS.table],
  // target and rel are set by transformTags below (whatever was sent is replaced); a cell keeps its span.
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not unwrapped into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link leaves the portal in a new tab, without handing it our window or the address it came from.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {},
    }),
    td: span,
    th: span,
    // Pasted or old forms (b, i, h1, div …) are kept as the editor's own.
    ...NOTICE_BODY_TAGS.renamed,
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** A notice body made safe to store and render: only the tags and links above survive. */
export function cleanNoticeHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether a cleaned body says anything (an editor's empty paragraphs do not). */
export function hasText(cleanHtml: string): boolean {
  return sanitizeHtml(cleanHtml, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
