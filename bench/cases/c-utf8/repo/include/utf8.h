#ifndef UTF8_H
#define UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the code point at s (at most len bytes) into *cp.
   Returns the bytes it takes, or -1 for a malformed, overlong or surrogate sequence. */
long utf8_decode(const char *s, size_t len, uint32_t *cp);

/* Writes cp as UTF-8 into out (room for 4 bytes). Returns the bytes written, 0 if cp is not a scalar value. */
size_t utf8_encode(uint32_t cp, char *out);

/* The number of code points in the NUL-terminated string s, or -1 if it is not valid UTF-8. */
long utf8_count(const char *s);

/* Copies at most max_cps code points of s into out (outsize bytes, NUL-terminated), ending with "…" when s was
   longer. Returns the code points written, or -1 if s is not valid UTF-8 or out is too small. */
long utf8_truncate(const char *s, size_t max_cps, char *out, size_t outsize);

#endif
