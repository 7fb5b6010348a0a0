#include <stdlib.h>

#include "../src/strutil.h"
#include "check.h"

static void test_trim(void) {
    char a[] = "  \tkey = value \t ";
    CHECK_STR(str_trim(a), "key = value");
    char b[] = "";
    CHECK_STR(str_trim(b), "");
}

static void test_unquote(void) {
    char a[] = "\"hello world\"";
    str_unquote(a);
    CHECK_STR(a, "hello world");
    char b[] = "'x'";
    str_unquote(b);
    CHECK_STR(b, "x");
    char c[] = "\"mismatched'";
    str_unquote(c);
    CHECK_STR(c, "\"mismatched'");
}

static void test_ieq(void) {
    CHECK(str_ieq("Server", "sErVeR"));
    CHECK(!str_ieq("server", "servers"));
    CHECK(!str_ieq("port", "host"));
    CHECK(str_ieq("", ""));
}

static void test_ndup(void) {
    char *s = str_ndup("abcdef", 3);
    CHECK_STR(s, "abc");
    free(s);
}

int main(void) {
    RUN(test_trim);
    RUN(test_unquote);
    RUN(test_ieq);
    RUN(test_ndup);
    return SUMMARY("test_strutil");
}
