#include "check.h"
#include "durfmt.h"

static long parsed(const char *text) {
    long seconds = -999;
    int rc = dur_parse(text, &seconds);
    return rc == DUR_OK ? seconds : rc;
}

static void test_parse(void) {
    CHECK_INT(parsed("90s"), 90);
    CHECK_INT(parsed("1h30m"), 5400);
    CHECK_INT(parsed("2d4h"), 187200);
    CHECK_INT(parsed("  15m"), 900);
    CHECK_INT(parsed("0s"), 0);
}

static void test_parse_errors(void) {
    CHECK_INT(parsed(""), DUR_EMPTY);
    CHECK_INT(parsed("   "), DUR_EMPTY);
    CHECK_INT(parsed("15"), DUR_SYNTAX);
    CHECK_INT(parsed("h"), DUR_SYNTAX);
    CHECK_INT(parsed("1h-5m"), DUR_SYNTAX);
    CHECK_INT(parsed("3w"), DUR_SYNTAX);
    CHECK_INT(parsed("30m1h"), DUR_ORDER);
    CHECK_INT(parsed("1h1h"), DUR_ORDER);
    CHECK_INT(parsed("99999999999999999999s"), DUR_RANGE);
}

static void test_format(void) {
    char buf[32];
    CHECK_INT(dur_format(5400, buf, sizeof buf), DUR_OK);
    CHECK_STR(buf, "1h30m");
    CHECK_INT(dur_format(0, buf, sizeof buf), DUR_OK);
    CHECK_STR(buf, "0s");
    CHECK_INT(dur_format(-90061, buf, sizeof buf), DUR_OK);
    CHECK_STR(buf, "-1d1h1m1s");
    CHECK_INT(dur_format(5400, buf, 4), DUR_SPACE);
}

int main(void) {
    test_parse();
    test_parse_errors();
    test_format();
    CHECK_DONE("test_durfmt");
}
