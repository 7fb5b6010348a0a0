#include <string.h>

#include "ciphers.h"

/* The rail the i-th character of the plain text is written on: down from rail 0 to rails-1, back up to 1,
 * and round again, a cycle of 2 * (rails - 1) characters. */
static int rail_of(size_t i, int rails)
{
    int cycle = 2 * (rails - 1);
    int pos = (int)(i % (size_t)cycle);
    return pos < rails ? pos : cycle - pos;
}

int railfence_encrypt(const char *in, int rails, char *out, size_t size)
{
    size_t len = strlen(in);
    if (rails < 2 || len + 1 > size)
        return -1;

    size_t n = 0;
    for (int r = 0; r < rails; r++)
        for (size_t i = 0; i < len; i++)
            if (rail_of(i, rails) == r)
                out[n++] = in[i];
    out[len] = '\0';
    return (int)len;
}

int railfence_decrypt(const char *in, int rails, char *out, size_t size)
{
    size_t len = strlen(in);
    if (rails < 2 || len + 1 > size)
        return -1;

    /* Read the cipher text off rail by rail, in the order the encryption wrote it, putting each character
     * back where the zigzag had taken it from. */
    size_t n = 0;
    for (int r = 0; r < rails; r++)
        for (size_t i = 0; i < len; i++)
            if (rail_of(i, rails) == r)
                out[i] = in[n++];
    out[len] = '\0';
    return (int)len;
}
