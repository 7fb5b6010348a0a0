#ifndef STRUTIL_H
#define STRUTIL_H

#include <stddef.h>

/* Copies src into dst (cap bytes), cut short if need be; returns the length written. */
size_t str_copy(char *dst, size_t cap, const char *src);

/* Upper-cases s in place. */
void str_upper(char *s);

/* Reads the next space-separated token at *p into dst (cap bytes, cut short if longer) and moves *p past it.
 * Returns the token's full length, 0 at the end of the string. */
size_t str_token(const char **p, char *dst, size_t cap);

#endif
