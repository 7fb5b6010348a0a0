/* textbuf: a bounded text builder over a caller's buffer. Writes past the end are dropped and
 * counted, the text is always NUL-terminated. */
#ifndef TEXTBUF_H
#define TEXTBUF_H

#include <stddef.h>

typedef struct {
    char *mem;
    size_t cap;     /* bytes in mem, NUL included */
    size_t len;     /* bytes written, NUL excluded */
    size_t dropped; /* bytes that did not fit */
} TextBuf;

void tb_init(TextBuf *tb, char *mem, size_t cap);
void tb_putc(TextBuf *tb, char c);
void tb_putn(TextBuf *tb, const char *s, size_t n);
void tb_puts(TextBuf *tb, const char *s);
/* Spaces up to column `col` (0-based); nothing if the text is already that long. */
void tb_pad(TextBuf *tb, size_t col);
/* An unsigned number, right-aligned in `width` with `fill` ('0' or ' '). */
void tb_uint(TextBuf *tb, unsigned long v, int width, char fill);
/* A number with one decimal place, from tenths: 125 is "12.5". */
void tb_tenths(TextBuf *tb, long tenths);

#endif
