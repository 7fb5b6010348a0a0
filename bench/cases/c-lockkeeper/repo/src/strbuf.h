#ifndef LOCKKEEPER_STRBUF_H
#define LOCKKEEPER_STRBUF_H

#include <stddef.h>

/* A string buffer over caller-owned storage: never writes past cap, always NUL-terminated. */
typedef struct {
    char *data;
    size_t len;
    size_t cap; /* bytes of storage, the NUL included */
    int overflow; /* set once an append did not fit */
} strbuf;

void sb_init(strbuf *sb, char *storage, size_t cap);
void sb_appendc(strbuf *sb, char c);
void sb_appendn(strbuf *sb, const char *s, size_t n);
void sb_append(strbuf *sb, const char *s);
void sb_pad(strbuf *sb, size_t column, char fill);
void sb_append_uint(strbuf *sb, unsigned value, size_t digits);

#endif
