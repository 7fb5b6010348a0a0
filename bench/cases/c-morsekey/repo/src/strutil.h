#ifndef STRUTIL_H
#define STRUTIL_H

#include <stddef.h>

/* Copy src into dst (cap bytes, always terminated when cap > 0); returns strlen(src), as strlcpy. */
size_t su_copy(char *dst, size_t cap, const char *src);

/* Append src to the string in dst (cap bytes); returns the length the whole string would have. */
size_t su_append(char *dst, size_t cap, const char *src);

/* Copy src into dst with leading and trailing spaces removed and each run of spaces inside made one
 * space; returns the length written. */
size_t su_squeeze(char *dst, size_t cap, const char *src);

/* Upper-case the ASCII letters of s in place. */
void su_upper(char *s);

#endif
