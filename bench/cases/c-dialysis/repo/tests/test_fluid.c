#include "check.h"
#include "fixtures.h"
#include "fluid.h"

void test_uf_volume_and_rate(void)
{
	struct session s = fixture(0);

	CHECK_NEAR(uf_volume_l(&s), 3.0, 1e-9);
	CHECK_NEAR(uf_rate(&s), 10.43, 0.01);
	CHECK_NEAR(above_dry_kg(&s), 0.4, 1e-9);
}

void test_uf_rate_over_limit(void)
{
	struct session s = fixture(3);

	CHECK_NEAR(uf_volume_l(&s), 4.8, 1e-9);
	CHECK_NEAR(uf_rate(&s), 18.18, 0.01);
	CHECK(uf_rate(&s) > UF_RATE_LIMIT);
}

void test_uf_goal(void)
{
	CHECK_NEAR(uf_goal_l(74.6, 71.5, 0.3), 3.4, 1e-9);
	CHECK_NEAR(uf_goal_l(70.0, 71.0, 0.5), 0.0, 1e-9);
}

void test_minutes_for_goal(void)
{
	/* 3.4 L at 13 ml/kg/h for 71.5 kg is 3.66 h: four hours. */
	CHECK_INT(minutes_for_goal(3.4, 71.5), 240);
	/* 5 L for 65 kg is 5.92 h: six hours. */
	CHECK_INT(minutes_for_goal(5.0, 65.0), 360);
	/* 4.2 L for 70 kg is 4.62 h: four and three quarter hours. */
	CHECK_INT(minutes_for_goal(4.2, 70.0), 285);
}
