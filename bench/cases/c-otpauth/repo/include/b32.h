#ifndef OTPAUTH_B32_H
#define OTPAUTH_B32_H

#include <stddef.h>
#include <stdint.h>

/* Encodes n bytes as RFC 4648 base32 with '=' padding into out (b32_encoded_len(n) + 1 bytes, NUL included). */
size_t b32_encode(const uint8_t *in, size_t n, char *out);

/* Decodes NUL-terminated base32 into out (at most cap bytes); the byte count, or -1 if the text is not base32. */
long b32_decode(const char *in, uint8_t *out, size_t cap);

/* Characters b32_encode writes for n bytes, padding included. */
size_t b32_encoded_len(size_t n);

#endif
