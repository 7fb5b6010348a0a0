const ENTITIES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute. */
export function xmlEscape(text) {
  return String(text).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}
