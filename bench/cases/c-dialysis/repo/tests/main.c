#include <stdio.h>

#include "check.h"

int check_failures;
int check_total;

void test_session_parse(void);
void test_session_parse_spaces_and_no_intake(void);
void test_session_parse_rejects(void);
void test_fixtures_parse(void);
void test_urr(void);
void test_ktv_single_pool(void);
void test_ktv_equilibrated(void);
void test_session_adequacy(void);
void test_session_adequacy_low_dose(void);
void test_uf_volume_and_rate(void);
void test_uf_rate_over_limit(void);
void test_uf_goal(void);
void test_minutes_for_goal(void);
void test_unit_book_first_free(void);
void test_unit_book_falls_back(void);
void test_unit_book_rejects(void);
void test_unit_find_and_cancel(void);
void test_unit_init_limits(void);
void test_report_session(void);
void test_report_summary(void);

int main(void)
{
	/* keep the check messages (stderr) next to the test they belong to */
	setvbuf(stdout, NULL, _IONBF, 0);

	RUN(test_session_parse);
	RUN(test_session_parse_spaces_and_no_intake);
	RUN(test_session_parse_rejects);
	RUN(test_fixtures_parse);
	RUN(test_urr);
	RUN(test_ktv_single_pool);
	RUN(test_ktv_equilibrated);
	RUN(test_session_adequacy);
	RUN(test_session_adequacy_low_dose);
	RUN(test_uf_volume_and_rate);
	RUN(test_uf_rate_over_limit);
	RUN(test_uf_goal);
	RUN(test_minutes_for_goal);
	RUN(test_unit_book_first_free);
	RUN(test_unit_book_falls_back);
	RUN(test_unit_book_rejects);
	RUN(test_unit_find_and_cancel);
	RUN(test_unit_init_limits);
	RUN(test_report_session);
	RUN(test_report_summary);

	printf("%d checks, %d failed\n", check_total, check_failures);
	return check_failures ? 1 : 0;
}
