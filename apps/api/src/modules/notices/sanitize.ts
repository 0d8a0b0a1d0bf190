import sanitizeHtml from 'sanitize-html';

/**
 * What a notice body may hold: paragraphs, emphasis, two heading levels, lists, quotes and links.
 * Everything else is removed when the notice is saved (scripts and styles with their content,
 * every attribute but a link's address, every address but http(s) and mailto), so the stored body
 * is served and rendered as it is.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a'],
  // target and rel are set by transformTags below (whatever was sent is replaced).
  allowedAttributes: { a: ['href', 'target', 'rel'] },
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
    b: 'strong',
    i: 'em',
    // The editor's headings are two sizes; a pasted h1 becomes the larger one.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
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
