#include "call.h"
#include "qso.h"
#include "runner.h"

static void parses_a_line(void) {
    struct qso q;
    CHECK_INT(qso_parse("2026-05-02 1432 14074 ft g4abc 599 012 599 118\n", &q), QSO_OK);
    CHECK_STR(q.date, "2026-05-02");
    CHECK_STR(q.time, "1432");
    CHECK_INT(q.freq_khz, 14074);
    CHECK_STR(q.mode, "FT");
    CHECK_STR(q.call, "G4ABC");
    CHECK_STR(q.exch_rcvd, "118");
}

static void refuses_bad_lines(void) {
    struct qso q;
    CHECK_INT(qso_parse("2026-05-02 1432 14074 CW G4ABC 599 012", &q), QSO_SHORT);
    CHECK_INT(qso_parse("2026-05-02 1432 14.074 CW G4ABC 599 012 599 118", &q), QSO_BAD_FREQ);
    CHECK_INT(qso_parse("2026-05-02 1432 14074 AM G4ABC 59 012 59 118", &q), QSO_BAD_MODE);
}

static void knows_the_bands(void) {
    CHECK_STR(qso_band(14074), "20m");
    CHECK_STR(qso_band(3573), "80m");
    CHECK_STR(qso_band(28500), "10m");
    CHECK_STR(qso_band(5000), "?");
}

static void writes_cabrillo(void) {
    struct qso q;
    char out[128];
    CHECK_INT(qso_parse("2026-05-02 1432 14074 CW G4ABC 599 012 599 118", &q), QSO_OK);
    qso_cabrillo(&q, "M0XYZ", out, sizeof out);
    CHECK_STR(out, "QSO: 14074 CW 2026-05-02 1432 M0XYZ         599 012    G4ABC         599 118   ");
}

static void finds_prefixes(void) {
    char pfx[8];
    CHECK_INT(call_prefix("G4ABC", pfx, sizeof pfx), 2);
    CHECK_STR(pfx, "G4");
    call_prefix("VK2XYZ", pfx, sizeof pfx);
    CHECK_STR(pfx, "VK2");
    call_prefix("2E0AAA", pfx, sizeof pfx);
    CHECK_STR(pfx, "2E0");
}

int main(void) {
    static const struct test_case tests[] = {
        TEST_ENTRY(parses_a_line),
        TEST_ENTRY(refuses_bad_lines),
        TEST_ENTRY(knows_the_bands),
        TEST_ENTRY(writes_cabrillo),
        TEST_ENTRY(finds_prefixes),
    };
    return run_tests("qso", tests, sizeof tests / sizeof tests[0]);
}
