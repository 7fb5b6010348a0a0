#include "check.h"
#include "schedule.h"

void test_unit_book_first_free(void)
{
	struct unit u;
	struct booking b;

	unit_init(&u, 2);
	CHECK_INT(unit_book(&u, "P0041", MWF, MORNING, &b), 0);
	CHECK_INT(b.pattern, MWF);
	CHECK_INT(b.shift, MORNING);
	CHECK_INT(b.chair, 1);
	CHECK_INT(unit_book(&u, "P0107", MWF, MORNING, &b), 0);
	CHECK_INT(b.chair, 2);
	CHECK_INT(unit_free_chairs(&u, MWF, MORNING), 0);
	CHECK_INT(unit_free_chairs(&u, TTS, MORNING), 2);
}

void test_unit_book_falls_back(void)
{
	struct unit u;
	struct booking b;

	unit_init(&u, 1);
	CHECK_INT(unit_book(&u, "P1", TTS, AFTERNOON, &b), 0);
	/* afternoon full: the later shift first, then the earlier one */
	CHECK_INT(unit_book(&u, "P2", TTS, AFTERNOON, &b), 0);
	CHECK_INT(b.shift, TWILIGHT);
	CHECK_INT(unit_book(&u, "P3", TTS, AFTERNOON, &b), 0);
	CHECK_INT(b.shift, MORNING);
	CHECK_INT(unit_book(&u, "P4", TTS, AFTERNOON, &b), -1);
	CHECK_INT(unit_book(&u, "P4", MWF, TWILIGHT, &b), 0);
	CHECK_INT(b.pattern, MWF);
}

void test_unit_book_rejects(void)
{
	struct unit u;
	struct booking b;

	unit_init(&u, 3);
	CHECK_INT(unit_book(&u, "", MWF, MORNING, &b), -1);
	CHECK_INT(unit_book(&u, "P0000000000000000", MWF, MORNING, &b), -1);
	CHECK_INT(unit_book(&u, "P1", MWF, MORNING, &b), 0);
	CHECK_INT(unit_book(&u, "P1", TTS, MORNING, &b), -1);  /* already booked */
}

void test_unit_find_and_cancel(void)
{
	struct unit u;
	struct booking b;

	unit_init(&u, 4);
	unit_book(&u, "P1", MWF, MORNING, &b);
	unit_book(&u, "P2", MWF, MORNING, &b);
	unit_book(&u, "P3", TTS, TWILIGHT, &b);
	CHECK_INT(unit_find(&u, "P2", &b), 0);
	CHECK_INT(b.chair, 2);
	CHECK_INT(unit_cancel(&u, "P1"), 0);
	CHECK_INT(unit_cancel(&u, "P1"), -1);
	CHECK_INT(unit_find(&u, "P1", NULL), -1);
	CHECK_INT(unit_book(&u, "P4", MWF, MORNING, &b), 0);
	CHECK_INT(b.chair, 1);
	CHECK_INT(unit_weekly_sessions(&u), 9);
}

void test_unit_init_limits(void)
{
	struct unit u;

	unit_init(&u, 40);
	CHECK_INT(u.chairs, MAX_CHAIRS);
	unit_init(&u, -1);
	CHECK_INT(u.chairs, 0);
	CHECK_STR(pattern_name(TTS), "TTS");
	CHECK_STR(shift_name(TWILIGHT), "twilight");
}
