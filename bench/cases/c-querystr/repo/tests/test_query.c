#include <string.h>

#include "check.h"
#include "query.h"

static void test_pairs(void)
{
    struct query q;
    CHECK_INT(query_parse("page=2&sort=name&dir=asc", &q), 0);
    CHECK_INT(q.count, 3);
    CHECK_STR(query_get(&q, "page"), "2");
    CHECK_STR(query_get(&q, "sort"), "name");
    CHECK_STR(query_get(&q, "dir"), "asc");
    CHECK(query_get(&q, "missing") == NULL);
    query_free(&q);
}

static void test_flags_and_empty_pairs(void)
{
    struct query q;
    CHECK_INT(query_parse("debug&&x=&=1", &q), 0);
    CHECK_INT(q.count, 3);
    CHECK_STR(query_get(&q, "debug"), "");
    CHECK_STR(query_get(&q, "x"), "");
    CHECK_STR(query_get(&q, ""), "1");
    query_free(&q);
}

static void test_decoding(void)
{
    struct query q;
    CHECK_INT(query_parse("q=fish%20%26%20chips&next=%2Fmenu%3Fday%3Dfri", &q), 0);
    CHECK_STR(query_get(&q, "q"), "fish & chips");
    CHECK_STR(query_get(&q, "next"), "/menu?day=fri");
    query_free(&q);
}

static void test_first_value_wins(void)
{
    struct query q;
    CHECK_INT(query_parse("tag=a&tag=b", &q), 0);
    CHECK_STR(query_get(&q, "tag"), "a");
    query_free(&q);
}

static void test_too_many_pairs(void)
{
    struct query q;
    char qs[200] = "";
    for (int i = 0; i < QUERY_MAX_PAIRS + 1; i++)
        strcat(qs, i == 0 ? "k=v" : "&k=v");
    CHECK_INT(query_parse(qs, &q), -1);
    CHECK_INT(q.count, 0);
}

void test_query(void)
{
    test_pairs();
    test_flags_and_empty_pairs();
    test_decoding();
    test_first_value_wins();
    test_too_many_pairs();
}
