#include "runner.h"
#include "strutil.h"

static void copies_and_cuts(void) {
    char buf[6];
    CHECK_INT(str_copy(buf, sizeof buf, "G4ABC"), 5);
    CHECK_STR(buf, "G4ABC");
    CHECK_INT(str_copy(buf, sizeof buf, "VK2XYZ"), 5);
    CHECK_STR(buf, "VK2XY");
    CHECK_INT(str_copy(buf, 0, "x"), 0);
}

static void upper_cases(void) {
    char buf[] = "g4abc/p";
    str_upper(buf);
    CHECK_STR(buf, "G4ABC/P");
}

static void reads_tokens(void) {
    const char *p = "  599\t012  G4ABC\n";
    char tok[8];
    CHECK_INT(str_token(&p, tok, sizeof tok), 3);
    CHECK_STR(tok, "599");
    CHECK_INT(str_token(&p, tok, sizeof tok), 3);
    CHECK_STR(tok, "012");
    CHECK_INT(str_token(&p, tok, sizeof tok), 5);
    CHECK_STR(tok, "G4ABC");
    CHECK_INT(str_token(&p, tok, sizeof tok), 0);
}

static void cuts_a_long_token(void) {
    const char *p = "OH2/G4ABC/QRP rest";
    char tok[6];
    CHECK_INT(str_token(&p, tok, sizeof tok), 13);
    CHECK_STR(tok, "OH2/G");
    CHECK_INT(str_token(&p, tok, sizeof tok), 4);
    CHECK_STR(tok, "rest");
}

int main(void) {
    static const struct test_case tests[] = {
        TEST_ENTRY(copies_and_cuts),
        TEST_ENTRY(upper_cases),
        TEST_ENTRY(reads_tokens),
        TEST_ENTRY(cuts_a_long_token),
    };
    return run_tests("strutil", tests, sizeof tests / sizeof tests[0]);
}
