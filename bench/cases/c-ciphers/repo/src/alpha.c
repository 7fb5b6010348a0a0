#include <ctype.h>

#include "ciphers.h"

int alpha_index(int c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    return -1;
}

int alpha_mod(int value, int modulus)
{
    int r = value % modulus;
    return r < 0 ? r + modulus : r;
}

int alpha_shift(int c, int by)
{
    int i = alpha_index(c);
    if (i < 0)
        return c;
    int base = isupper(c) ? 'A' : 'a';
    return base + alpha_mod(i + by, ALPHA_LEN);
}

int alpha_letters(const char *in, char *out, size_t size)
{
    size_t n = 0;
    for (; *in; in++) {
        if (alpha_index((unsigned char)*in) < 0)
            continue;
        if (n + 1 >= size)
            return -1;
        out[n++] = (char)toupper((unsigned char)*in);
    }
    if (size == 0)
        return -1;
    out[n] = '\0';
    return (int)n;
}
