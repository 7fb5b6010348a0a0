#include <string.h>

#include "ciphers.h"

#define MAX_KEY 64

/* The key's letters as shifts 0..25; returns how many, or -1 for a key without letters or too long. */
static int key_shifts(const char *key, int shifts[MAX_KEY])
{
    int n = 0;
    for (; *key; key++) {
        int i = alpha_index((unsigned char)*key);
        if (i < 0)
            continue;
        if (n == MAX_KEY)
            return -1;
        shifts[n++] = i;
    }
    return n > 0 ? n : -1;
}

static int vigenere(const char *in, const char *key, int direction, char *out, size_t size)
{
    int shifts[MAX_KEY];
    int key_len = key_shifts(key, shifts);
    size_t len = strlen(in);
    if (key_len < 0 || len + 1 > size)
        return -1;

    int k = 0;
    for (size_t i = 0; i < len; i++) {
        int c = (unsigned char)in[i];
        if (alpha_index(c) < 0) {
            out[i] = (char)c;
            continue;
        }
        out[i] = (char)alpha_shift(c, direction * shifts[k]);
        k = (k + 1) % key_len;
    }
    out[len] = '\0';
    return (int)len;
}

int vigenere_encrypt(const char *in, const char *key, char *out, size_t size)
{
    return vigenere(in, key, 1, out, size);
}

int vigenere_decrypt(const char *in, const char *key, char *out, size_t size)
{
    return vigenere(in, key, -1, out, size);
}
