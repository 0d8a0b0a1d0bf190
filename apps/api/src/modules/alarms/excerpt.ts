const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

/**
 * The first `max` characters of a text as a person counts them (an emoji such as 🙇‍♀️ is one), never
 * cutting one in half. `text.slice` counts UTF-16 units: a cut through an emoji left half of it, which
 * PostgreSQL refuses in the alarm's JSON, and the message, inquiry or notice carrying it failed, every
 * time it was sent again (an audit).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    out += segment;
    count += 1;
  }
  return out;
}

/** An alarm's second line: the text's first `max` characters, with … when there was more. */
export function excerpt(text: string, max = 40): string {
  const cut = cutText(text, max);
  return cut === text ? text : `${cut}…`;
}
