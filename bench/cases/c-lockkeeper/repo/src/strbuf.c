#include "strbuf.h"

#include <string.h>

void sb_init(strbuf *sb, char *storage, size_t cap)
{
    sb->data = storage;
    sb->len = 0;
    sb->cap = cap;
    sb->overflow = 0;
    if (cap > 0)
        storage[0] = '\0';
}

void sb_appendc(strbuf *sb, char c)
{
    if (sb->len + 1 >= sb->cap) {
        sb->overflow = 1;
        return;
    }
    sb->data[sb->len++] = c;
    sb->data[sb->len] = '\0';
}

void sb_appendn(strbuf *sb, const char *s, size_t n)
{
    for (size_t i = 0; i < n && s[i] != '\0'; i++)
        sb_appendc(sb, s[i]);
}

void sb_append(strbuf *sb, const char *s)
{
    sb_appendn(sb, s, strlen(s));
}

/* Fill with `fill` up to `column` characters; nothing when the buffer is already that long. */
void sb_pad(strbuf *sb, size_t column, char fill)
{
    while (sb->len < column && !sb->overflow)
        sb_appendc(sb, fill);
}

/* At least `digits` digits, zeros in front. */
void sb_append_uint(strbuf *sb, unsigned value, size_t digits)
{
    char tmp[16];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0 && n < sizeof tmp);
    while (n < digits && n < sizeof tmp)
        tmp[n++] = '0';
    while (n > 0)
        sb_appendc(sb, tmp[--n]);
}
