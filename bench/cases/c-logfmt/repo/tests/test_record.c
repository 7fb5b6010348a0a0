#include "check.h"
#include "logfmt.h"

static void test_add_and_get(void) {
    logfmt_record r;
    rec_init(&r);
    ASSERT_INTEQ(rec_add(&r, "ts", "2026-03-01T10:00:00Z"), LOGFMT_OK);
    ASSERT_INTEQ(rec_add(&r, "level", "info"), LOGFMT_OK);
    ASSERT_INTEQ(rec_add(&r, "msg", "started"), LOGFMT_OK);
    ASSERT_STREQ(rec_get(&r, "ts"), "2026-03-01T10:00:00Z");
    ASSERT_STREQ(rec_get(&r, "msg"), "started");
    ASSERT_TRUE(rec_get(&r, "user") == NULL);
}

static void test_set_replaces_or_appends(void) {
    logfmt_record r;
    rec_init(&r);
    rec_add(&r, "level", "info");
    rec_add(&r, "msg", "hi");
    ASSERT_INTEQ(rec_set(&r, "level", "warn"), LOGFMT_OK);
    ASSERT_INTEQ(rec_set(&r, "user", "ana"), LOGFMT_OK);
    ASSERT_INTEQ(r.n, 3);
    ASSERT_STREQ(rec_get(&r, "level"), "warn");
    ASSERT_STREQ(rec_get(&r, "user"), "ana");
}

static void test_del_removes_every_copy(void) {
    logfmt_record r;
    rec_init(&r);
    rec_add(&r, "tag", "a");
    rec_add(&r, "msg", "hi");
    rec_add(&r, "tag", "b");
    ASSERT_INTEQ(rec_del(&r, "tag"), 2);
    ASSERT_INTEQ(r.n, 1);
    ASSERT_STREQ(r.fields[0].key, "msg");
}

static void test_limits(void) {
    logfmt_record r;
    rec_init(&r);
    for (int i = 0; i < LOGFMT_MAX_FIELDS; i++) {
        ASSERT_INTEQ(rec_add(&r, "k", "v"), LOGFMT_OK);
    }
    ASSERT_INTEQ(rec_add(&r, "k", "v"), LOGFMT_FULL);
    rec_init(&r);
    ASSERT_INTEQ(rec_add(&r, "a_key_that_is_far_too_long_for_the_record", "v"), LOGFMT_TOO_LONG);
}

int main(void) {
    RUN(test_add_and_get);
    RUN(test_set_replaces_or_appends);
    RUN(test_del_removes_every_copy);
    RUN(test_limits);
    REPORT("test_record");
}
