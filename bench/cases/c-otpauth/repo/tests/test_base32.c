#include "b32.h"
#include "check.h"

/* RFC 4648, section 10 */
static const char *const VECTORS[][2] = {
    {"", ""},
    {"f", "MY======"},
    {"fo", "MZXQ===="},
    {"foo", "MZXW6==="},
    {"foob", "MZXW6YQ="},
    {"fooba", "MZXW6YTB"},
    {"foobar", "MZXW6YTBOI======"},
};

int main(void) {
    for (size_t i = 0; i < sizeof VECTORS / sizeof VECTORS[0]; i++) {
        const char *plain = VECTORS[i][0];
        const char *encoded = VECTORS[i][1];
        char text[64];
        uint8_t bytes[64];
        size_t n = strlen(plain);

        CHECK_EQ_LONG(b32_encode((const uint8_t *)plain, n, text), strlen(encoded));
        CHECK(strcmp(text, encoded) == 0);
        CHECK_EQ_LONG(b32_encoded_len(n), strlen(encoded));
        CHECK_EQ_LONG(b32_decode(encoded, bytes, sizeof bytes), n);
        CHECK_MEM(bytes, plain, n);
    }

    uint8_t small[2];
    CHECK_EQ_LONG(b32_decode("MZXW6===", small, sizeof small), -1); /* does not fit */
    CHECK_EQ_LONG(b32_decode("MZXW1===", small, sizeof small), -1); /* 1 is not base32 */
    CHECK_EQ_LONG(b32_decode("MZXW6==", small, sizeof small), -1);  /* short padding */
    return CHECK_DONE();
}
