#include "check.h"
#include "fixtures.h"
#include "session.h"

void test_session_parse(void)
{
	struct session s;

	CHECK_INT(session_parse("P0041,2024-03-04,74.6,71.9,71.5,24.8,7.2,240,0.3", &s), 0);
	CHECK_STR(s.patient, "P0041");
	CHECK_STR(s.date, "2024-03-04");
	CHECK_NEAR(s.pre_kg, 74.6, 1e-9);
	CHECK_NEAR(s.post_kg, 71.9, 1e-9);
	CHECK_NEAR(s.dry_kg, 71.5, 1e-9);
	CHECK_NEAR(s.pre_urea, 24.8, 1e-9);
	CHECK_NEAR(s.post_urea, 7.2, 1e-9);
	CHECK_INT(s.minutes, 240);
	CHECK_NEAR(s.intake_l, 0.3, 1e-9);
}

void test_session_parse_spaces_and_no_intake(void)
{
	struct session s;

	CHECK_INT(session_parse(" P0212 , 2024-03-05 ,61.2,59.4,59.0,19.5,5.9,225\n", &s), 0);
	CHECK_STR(s.patient, "P0212");
	CHECK_STR(s.date, "2024-03-05");
	CHECK_NEAR(s.intake_l, 0.0, 1e-9);
	CHECK_NEAR(session_hours(&s), 3.75, 1e-9);
}

void test_session_parse_rejects(void)
{
	struct session s;

	CHECK_INT(session_parse("P0041,2024-03-04,74.6,71.9,71.5,24.8,7.2", &s), -1);
	CHECK_INT(session_parse("P0041,2024-03-04,74.6,71.9,71.5,24.8,7.2,240,0.3,9", &s), -1);
	CHECK_INT(session_parse("P0041,2024-3-4,74.6,71.9,71.5,24.8,7.2,240", &s), -1);
	CHECK_INT(session_parse("P0041,2024-03-04,74.6kg,71.9,71.5,24.8,7.2,240", &s), -1);
	CHECK_INT(session_parse("P0041,2024-03-04,74.6,71.9,71.5,24.8,7.2,0", &s), -1);
	CHECK_INT(session_parse(",2024-03-04,74.6,71.9,71.5,24.8,7.2,240", &s), -1);
	CHECK_INT(session_parse("P00410000000000000,2024-03-04,74.6,71.9,71.5,24.8,7.2,240", &s), -1);
}

void test_fixtures_parse(void)
{
	int i;

	for (i = 0; i < FIXTURE_SESSIONS; i++) {
		struct session s = fixture(i);
		CHECK(s.minutes >= 210);
	}
}
