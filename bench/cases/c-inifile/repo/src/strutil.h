#ifndef STRUTIL_H
#define STRUTIL_H

#include <stddef.h>

/* Trims spaces and tabs from both ends of s in place; returns s advanced past
 * the leading ones. */
char *str_trim(char *s);
/* Removes one pair of matching surrounding quotes (" or ') in place. */
void str_unquote(char *s);
/* Case-insensitive ASCII equality. */
int str_ieq(const char *a, const char *b);
/* A malloc'd copy of the first n bytes of s, NUL-terminated. */
char *str_ndup(const char *s, size_t n);

#endif
