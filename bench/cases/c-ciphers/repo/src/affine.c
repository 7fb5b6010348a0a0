#include <string.h>

#include "ciphers.h"

int affine_inverse(int a)
{
    a = alpha_mod(a, ALPHA_LEN);
    for (int x = 1; x < ALPHA_LEN; x++)
        if ((a * x) % ALPHA_LEN == 1)
            return x;
    return -1;
}

static int affine(const char *in, int mul, int add, int add_first, char *out, size_t size)
{
    size_t len = strlen(in);
    if (len + 1 > size)
        return -1;
    for (size_t i = 0; i < len; i++) {
        int c = (unsigned char)in[i];
        int x = alpha_index(c);
        if (x < 0) {
            out[i] = (char)c;
            continue;
        }
        int y = add_first ? mul * (x + add) : mul * x + add;
        out[i] = (char)alpha_shift(c, alpha_mod(y, ALPHA_LEN) - x);
    }
    out[len] = '\0';
    return (int)len;
}

int affine_encrypt(const char *in, int a, int b, char *out, size_t size)
{
    if (affine_inverse(a) < 0)
        return -1;
    return affine(in, a, b, 0, out, size);
}

int affine_decrypt(const char *in, int a, int b, char *out, size_t size)
{
    int inv = affine_inverse(a);
    if (inv < 0)
        return -1;
    /* D(y) = a^-1 * (y - b) */
    return affine(in, inv, -b, 1, out, size);
}
