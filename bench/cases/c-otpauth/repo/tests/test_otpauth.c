#include "check.h"
#include "otpauth.h"

static const uint8_t HELLO[] = {'H', 'e', 'l', 'l', 'o', '!', 0xde, 0xad, 0xbe, 0xef};

int main(void) {
    otpauth_key key;

    CHECK_EQ_LONG(otpauth_parse("otpauth://totp/Example:alice%40google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
                                &key),
                  0);
    CHECK(key.type == OTPAUTH_TOTP);
    CHECK(strcmp(key.label, "Example:alice@google.com") == 0);
    CHECK_EQ_LONG(key.secret_len, sizeof HELLO);
    CHECK_MEM(key.secret, HELLO, sizeof HELLO);
    CHECK_EQ_LONG(key.digits, 6);

    CHECK_EQ_LONG(otpauth_parse("otpauth://hotp/ci?secret=JBSWY3DPEHPK3PXP&counter=42&digits=8", &key), 0);
    CHECK(key.type == OTPAUTH_HOTP);
    CHECK_EQ_LONG(key.counter, 42);
    CHECK_EQ_LONG(key.digits, 8);

    CHECK_EQ_LONG(otpauth_parse("otpauth://totp/x?issuer=none", &key), -1);       /* no secret */
    CHECK_EQ_LONG(otpauth_parse("otpauth://totp/x?secret=JBSW1", &key), -1);      /* not base32 */
    CHECK_EQ_LONG(otpauth_parse("otpauth://totp/x?secret=MZXW6===&digits=9", &key), -1);
    CHECK_EQ_LONG(otpauth_parse("https://example.com/?secret=MZXW6===", &key), -1);
    return CHECK_DONE();
}
