#include "check.h"
#include "fixtures.h"
#include "urea.h"

void test_urr(void)
{
	CHECK_NEAR(urea_reduction_ratio(25.0, 7.5), 70.0, 1e-9);
	CHECK_NEAR(urea_reduction_ratio(24.8, 7.2), 70.97, 0.01);
}

void test_ktv_single_pool(void)
{
	/* R = 0.3 over four hours, 3 L off, 70 kg after. */
	CHECK_NEAR(ktv_single_pool(70.0, 21.0, 4.0, 3.0, 70.0), 1.443, 0.001);
	/* No fluid removed: only the urea term is left. */
	CHECK_NEAR(ktv_single_pool(30.0, 9.0, 4.0, 0.0, 70.0), 1.3168, 0.0001);
}

void test_ktv_equilibrated(void)
{
	CHECK_NEAR(ktv_equilibrated(1.4, 4.0), 1.22, 1e-9);
	CHECK(ktv_equilibrated(1.4, 3.0) < ktv_equilibrated(1.4, 5.0));
}

void test_session_adequacy(void)
{
	struct session s = fixture(0);
	struct adequacy a;

	session_adequacy(&s, &a);
	CHECK_NEAR(a.urr, 70.97, 0.01);
	CHECK_NEAR(a.sp_ktv, 1.478, 0.001);
	CHECK_NEAR(a.e_ktv, 1.286, 0.001);
	CHECK_INT(a.adequate, 1);
}

void test_session_adequacy_low_dose(void)
{
	struct session s = fixture(1);
	struct adequacy a;

	session_adequacy(&s, &a);
	CHECK_NEAR(a.urr, 56.81, 0.01);
	CHECK_NEAR(a.sp_ktv, 1.028, 0.001);
	CHECK_INT(a.adequate, 0);
}
