/**
 * Turns a query-parameter value into plain text with no markup (SPEC §5 'Other query parameters').
 *
 * Why hand-written rather than sanitize-html or DOMPurify: the values are short plain strings that
 * never need to keep any markup, so "remove every tag" is the whole job; sanitize-html pulls
 * htmlparser2 and postcss into the client bundle, and DOMPurify needs a DOM (jsdom on the server).
 *
 * Why it is safe: the loop removes comments, raw-text elements with their content (script, style,
 * ...) and tags until nothing changes, so tags rebuilt from fragments ('<scr<b>ipt>') go too. The
 * final step cuts everything from any remaining tag opener ('<' + letter, '/', '!' or '?') to the
 * end, which is what an HTML parser does with an unterminated tag. The output therefore contains no
 * sequence an HTML parser reads as markup. Text is not entity-escaped: React escapes on render, and
 * escaping here would show '&amp;' in search boxes.
 */

const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'template',
  'option',
].join('|');

// `[^<>]*` rather than `[^>]*` keeps every pattern linear: a scan stops at the next '<'.
const COMMENT = /<!--[\s\S]*?(?:--!?>|$)/g;
const RAW_TEXT = new RegExp(`<(${DROP_WITH_CONTENT})\\b[^<>]*>[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');
const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const MARKUP_DECLARATION = /<[!?/][^<>]*>/g;
const UNTERMINATED = /<[a-zA-Z!?/][\s\S]*$/;
const PLAINTEXT = /<plaintext\b[\s\S]*$/i;
const MAX_PASSES = 20;

/** Removes all HTML markup from `input`, keeping the text between tags. */
export function stripHtml(input: string): string {
  let out = input.replace(PLAINTEXT, '');
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = out;
    out = out.replace(COMMENT, '').replace(RAW_TEXT, '').replace(TAG, '').replace(MARKUP_DECLARATION, '');
    if (out === before) break;
  }
  return out.replace(UNTERMINATED, '');
}
