#include <string.h>

#include "ciphers.h"

int caesar(const char *in, int shift, char *out, size_t size)
{
    size_t len = strlen(in);
    if (len + 1 > size)
        return -1;
    for (size_t i = 0; i < len; i++)
        out[i] = (char)alpha_shift((unsigned char)in[i], shift);
    out[len] = '\0';
    return (int)len;
}

int rot13(const char *in, char *out, size_t size)
{
    return caesar(in, 13, out, size);
}
