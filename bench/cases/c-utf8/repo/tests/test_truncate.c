#include "check.h"
#include "utf8.h"

static void test_short_strings_are_copied(void) {
    char out[32];
    CHECK_LONG(utf8_truncate("caf\xC3\xA9", 4, out, sizeof out), 4);
    CHECK_STR(out, "caf\xC3\xA9");
    CHECK_LONG(utf8_truncate("", 3, out, sizeof out), 0);
    CHECK_STR(out, "");
}

static void test_long_strings_end_with_an_ellipsis(void) {
    char out[32];
    CHECK_LONG(utf8_truncate("hello world", 6, out, sizeof out), 6);
    CHECK_STR(out, "hello\xE2\x80\xA6");
    CHECK_LONG(utf8_truncate("\xC3\xA9t\xC3\xA9 d\xC3\xA9j\xC3\xA0", 3, out, sizeof out), 3);
    CHECK_STR(out, "\xC3\xA9t\xE2\x80\xA6");
    CHECK_LONG(utf8_truncate("abc", 0, out, sizeof out), 0);
    CHECK_STR(out, "");
}

static void test_refusals(void) {
    char small[4];
    CHECK_LONG(utf8_truncate("abcdefgh", 5, small, sizeof small), -1);
    CHECK_LONG(utf8_truncate("ab\xC3", 5, small, sizeof small), -1);
}

int main(void) {
    test_short_strings_are_copied();
    test_long_strings_end_with_an_ellipsis();
    test_refusals();
    CHECK_DONE("test_truncate");
}
