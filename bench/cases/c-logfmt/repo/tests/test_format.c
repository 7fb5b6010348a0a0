#include "check.h"
#include "logfmt.h"

static void test_round_trip(void) {
    logfmt_record r;
    char out[256];
    const char *line = "at=web ts=12:00:01 msg=\"GET /index.html\" status=200 q=\"a=b\"";
    ASSERT_INTEQ(logfmt_parse(line, &r), LOGFMT_OK);
    ASSERT_INTEQ(logfmt_format(&r, out, sizeof out), LOGFMT_OK);
    ASSERT_STREQ(out, line);
}

static void test_escapes_and_empty(void) {
    logfmt_record r;
    char out[128];
    rec_init(&r);
    rec_add(&r, "msg", "two\nlines");
    rec_add(&r, "path", "");
    rec_add(&r, "dir", "C:\\tmp");
    ASSERT_INTEQ(logfmt_format(&r, out, sizeof out), LOGFMT_OK);
    ASSERT_STREQ(out, "msg=\"two\\nlines\" path=\"\" dir=\"C:\\\\tmp\"");
}

static void test_redact_then_print(void) {
    logfmt_record r;
    char out[128];
    ASSERT_INTEQ(logfmt_parse("user=ana token=s3cr3t msg=login", &r), LOGFMT_OK);
    ASSERT_INTEQ(rec_set(&r, "user", "***"), LOGFMT_OK);
    ASSERT_INTEQ(rec_set(&r, "token", "***"), LOGFMT_OK);
    ASSERT_INTEQ(logfmt_format(&r, out, sizeof out), LOGFMT_OK);
    ASSERT_STREQ(out, "user=*** token=*** msg=login");
}

static void test_small_buffer(void) {
    logfmt_record r;
    char out[8];
    logfmt_parse("level=info msg=ready", &r);
    ASSERT_INTEQ(logfmt_format(&r, out, sizeof out), LOGFMT_TOO_LONG);
    ASSERT_STREQ(out, "level=i");
}

int main(void) {
    RUN(test_round_trip);
    RUN(test_escapes_and_empty);
    RUN(test_redact_then_print);
    RUN(test_small_buffer);
    REPORT("test_format");
}
