#ifndef PCTDEC_H
#define PCTDEC_H

#include <stddef.h>

/* The value of a hexadecimal digit, or -1. */
int hexval(int c);

/* Decodes len bytes of src, a percent-encoded URL component, into out (which
 * has room for len + 1 bytes) and NUL-terminates it. A '%' not followed by two
 * hex digits is copied as it is. Returns the decoded length. */
size_t pct_decode(const char *src, size_t len, char *out);

#endif
