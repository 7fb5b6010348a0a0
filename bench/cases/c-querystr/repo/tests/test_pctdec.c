#include <string.h>

#include "check.h"
#include "pctdec.h"

static const char *decode(const char *s)
{
    static char buf[256];
    pct_decode(s, strlen(s), buf);
    return buf;
}

static void test_hexval(void)
{
    CHECK_INT(hexval('0'), 0);
    CHECK_INT(hexval('9'), 9);
    CHECK_INT(hexval('a'), 10);
    CHECK_INT(hexval('C'), 12);
    CHECK_INT(hexval('g'), -1);
    CHECK_INT(hexval('%'), -1);
}

static void test_decode_plain(void)
{
    CHECK_STR(decode("hello"), "hello");
    CHECK_STR(decode(""), "");
}

static void test_decode_escapes(void)
{
    CHECK_STR(decode("a%20b"), "a b");
    CHECK_STR(decode("%41%42%43"), "ABC");
    CHECK_STR(decode("caf%C3%A9"), "caf\xc3\xa9");
}

static void test_decode_bad_escapes_kept(void)
{
    CHECK_STR(decode("100%"), "100%");
    CHECK_STR(decode("%4"), "%4");
    CHECK_STR(decode("%zz1"), "%zz1");
}

static void test_decode_length(void)
{
    char buf[16];
    CHECK_INT(pct_decode("a%20bc", 6, buf), 4);
    CHECK_INT(pct_decode("a%20bc", 3, buf), 3); /* "a%2" is cut: no escape */
    CHECK_STR(buf, "a%2");
}

void test_pctdec(void)
{
    test_hexval();
    test_decode_plain();
    test_decode_escapes();
    test_decode_bad_escapes_kept();
    test_decode_length();
}
