#include "check.h"
#include "logfmt.h"

static void test_plain_fields(void) {
    logfmt_record r;
    ASSERT_INTEQ(logfmt_parse("ts=12:00:01 level=info msg=ready", &r), LOGFMT_OK);
    ASSERT_INTEQ(r.n, 3);
    ASSERT_STREQ(rec_get(&r, "ts"), "12:00:01");
    ASSERT_STREQ(rec_get(&r, "level"), "info");
    ASSERT_STREQ(rec_get(&r, "msg"), "ready");
}

static void test_quoted_values(void) {
    logfmt_record r;
    ASSERT_INTEQ(logfmt_parse("msg=\"disk \\\"sda\\\" full\" path=\"\" n=3", &r), LOGFMT_OK);
    ASSERT_STREQ(rec_get(&r, "msg"), "disk \"sda\" full");
    ASSERT_STREQ(rec_get(&r, "path"), "");
    ASSERT_STREQ(rec_get(&r, "n"), "3");
}

static void test_bare_key_is_true(void) {
    logfmt_record r;
    ASSERT_INTEQ(logfmt_parse("  debug  level=trace\n", &r), LOGFMT_OK);
    ASSERT_STREQ(rec_get(&r, "debug"), "true");
    ASSERT_STREQ(rec_get(&r, "level"), "trace");
}

static void test_errors(void) {
    logfmt_record r;
    ASSERT_INTEQ(logfmt_parse("msg=\"never closed", &r), LOGFMT_SYNTAX);
    ASSERT_INTEQ(logfmt_parse("=value", &r), LOGFMT_SYNTAX);
    ASSERT_INTEQ(logfmt_parse("msg=\"bad \\q escape\"", &r), LOGFMT_SYNTAX);
}

int main(void) {
    RUN(test_plain_fields);
    RUN(test_quoted_values);
    RUN(test_bare_key_is_true);
    RUN(test_errors);
    REPORT("test_parse");
}
