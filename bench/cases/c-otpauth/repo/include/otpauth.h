#ifndef OTPAUTH_OTPAUTH_H
#define OTPAUTH_OTPAUTH_H

#include <stddef.h>
#include <stdint.h>

#define OTPAUTH_MAX_SECRET 64
#define OTPAUTH_MAX_LABEL 128

typedef enum { OTPAUTH_TOTP, OTPAUTH_HOTP } otpauth_type;

typedef struct {
    otpauth_type type;
    char label[OTPAUTH_MAX_LABEL];
    uint8_t secret[OTPAUTH_MAX_SECRET];
    size_t secret_len;
    int digits;        /* 6 unless the URI says 7 or 8 */
    uint64_t counter;  /* HOTP only */
} otpauth_key;

/* Parses an otpauth:// URI; 0 on success, -1 if it is malformed or its secret is not base32. */
int otpauth_parse(const char *uri, otpauth_key *key);

#endif
