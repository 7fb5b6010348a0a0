#include "textbuf.h"

#include <string.h>

void tb_init(TextBuf *tb, char *mem, size_t cap)
{
    tb->mem = mem;
    tb->cap = cap;
    tb->len = 0;
    tb->dropped = 0;
    if (cap > 0)
        mem[0] = '\0';
}

void tb_putc(TextBuf *tb, char c)
{
    if (tb->len + 1 < tb->cap) {
        tb->mem[tb->len++] = c;
        tb->mem[tb->len] = '\0';
    } else {
        tb->dropped++;
    }
}

void tb_putn(TextBuf *tb, const char *s, size_t n)
{
    for (size_t i = 0; i < n && s[i] != '\0'; i++)
        tb_putc(tb, s[i]);
}

void tb_puts(TextBuf *tb, const char *s)
{
    tb_putn(tb, s, strlen(s));
}

void tb_pad(TextBuf *tb, size_t col)
{
    while (tb->len + tb->dropped < col)
        tb_putc(tb, ' ');
}

void tb_uint(TextBuf *tb, unsigned long v, int width, char fill)
{
    char digits[24];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v > 0);
    for (int i = n; i < width; i++)
        tb_putc(tb, fill);
    while (n > 0)
        tb_putc(tb, digits[--n]);
}

void tb_tenths(TextBuf *tb, long tenths)
{
    if (tenths < 0) {
        tb_putc(tb, '-');
        tenths = -tenths;
    }
    tb_uint(tb, (unsigned long)(tenths / 10), 1, ' ');
    tb_putc(tb, '.');
    tb_putc(tb, (char)('0' + tenths % 10));
}
