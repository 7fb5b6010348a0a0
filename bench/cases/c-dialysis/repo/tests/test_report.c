#include "check.h"
#include "fixtures.h"
#include "report.h"

void test_report_session(void)
{
	char line[160];
	struct session s;

	s = fixture(0);
	report_session(line, sizeof line, &s);
	CHECK_STR(line, "P0041 2024-03-04 URR 71.0% spKt/V 1.48 eKt/V 1.29 UF 3.00 L 10.4 ml/kg/h OK");

	s = fixture(1);
	report_session(line, sizeof line, &s);
	CHECK_STR(line, "P0107 2024-03-04 URR 56.8% spKt/V 1.03 eKt/V 0.88 UF 4.10 L 13.9 ml/kg/h LOW-DOSE FAST-UF");

	s = fixture(3);
	report_session(line, sizeof line, &s);
	CHECK_STR(line, "P0330 2024-03-05 URR 70.0% spKt/V 1.53 eKt/V 1.33 UF 4.80 L 18.2 ml/kg/h FAST-UF");
}

void test_report_summary(void)
{
	char line[160];
	struct session s[FIXTURE_SESSIONS];
	int i;

	for (i = 0; i < FIXTURE_SESSIONS; i++)
		s[i] = fixture(i);
	report_summary(line, sizeof line, s, FIXTURE_SESSIONS);
	CHECK_STR(line, "4 sessions, 3 adequate, mean spKt/V 1.36, 2 over 13 ml/kg/h");
	report_summary(line, sizeof line, s, 0);
	CHECK_STR(line, "no sessions");
}
