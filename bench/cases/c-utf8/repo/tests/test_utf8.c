#include "check.h"
#include "utf8.h"

static void test_decode(void) {
    uint32_t cp = 0;
    CHECK_LONG(utf8_decode("A", 1, &cp), 1);
    CHECK_LONG(cp, 0x41);
    CHECK_LONG(utf8_decode("\xC3\xA9", 2, &cp), 2);
    CHECK_LONG(cp, 0xE9);
    CHECK_LONG(utf8_decode("\xE2\x82\xAC", 3, &cp), 3);
    CHECK_LONG(cp, 0x20AC);
    CHECK_LONG(utf8_decode("\xF0\x9F\x98\x80", 4, &cp), 4);
    CHECK_LONG(cp, 0x1F600);
}

static void test_decode_rejects(void) {
    uint32_t cp = 0;
    CHECK_LONG(utf8_decode("\x80", 1, &cp), -1);          /* lone continuation */
    CHECK_LONG(utf8_decode("\xC0\x80", 2, &cp), -1);      /* overlong NUL */
    CHECK_LONG(utf8_decode("\xE0\x80\xAF", 3, &cp), -1);  /* overlong slash */
    CHECK_LONG(utf8_decode("\xED\xA0\x80", 3, &cp), -1);  /* surrogate */
    CHECK_LONG(utf8_decode("\xF4\x90\x80\x80", 4, &cp), -1); /* past U+10FFFF */
    CHECK_LONG(utf8_decode("\xE2\x82", 2, &cp), -1);      /* cut short */
    CHECK_LONG(utf8_decode("\xC3\x28", 2, &cp), -1);      /* bad continuation */
}

static void test_encode_round_trips(void) {
    const uint32_t cps[] = {0x24, 0xA2, 0x939, 0x20AC, 0xD55C, 0x10348, 0x10FFFF};
    for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++) {
        char buf[4];
        uint32_t back = 0;
        size_t n = utf8_encode(cps[i], buf);
        CHECK(n > 0);
        CHECK_LONG(utf8_decode(buf, n, &back), (long)n);
        CHECK_LONG(back, cps[i]);
    }
    char buf[4];
    CHECK_LONG(utf8_encode(0xDC00, buf), 0);
    CHECK_LONG(utf8_encode(0x110000, buf), 0);
}

static void test_count(void) {
    CHECK_LONG(utf8_count(""), 0);
    CHECK_LONG(utf8_count("plain"), 5);
    CHECK_LONG(utf8_count("na\xC3\xAFve"), 5);
    CHECK_LONG(utf8_count("\xE2\x82\xAC" "5"), 2);
    CHECK_LONG(utf8_count("bad \xFF"), -1);
}

int main(void) {
    test_decode();
    test_decode_rejects();
    test_encode_round_trips();
    test_count();
    CHECK_DONE("test_utf8");
}
