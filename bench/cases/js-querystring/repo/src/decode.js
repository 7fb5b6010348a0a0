// Percent-decoding for application/x-www-form-urlencoded text.

export function decodeComponent(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray '%' stays as it was, as browsers do
  }
}

export function encodeComponent(text) {
  return encodeURIComponent(text).replace(/%20/g, "+");
}
