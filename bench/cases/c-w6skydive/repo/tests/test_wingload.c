#include "check.h"
#include "wingload.h"

int main(void)
{
    CHECK_NEAR(wing_loading(185, 150), 1.2333, 0.0001);

    CHECK_NEAR(max_loading(0), 1.0, 1e-9);
    CHECK_NEAR(max_loading(199), 1.0, 1e-9);
    CHECK_NEAR(max_loading(200), 1.2, 1e-9);
    CHECK_NEAR(max_loading(999), 1.4, 1e-9);
    CHECK_NEAR(max_loading(1000), 0, 1e-9);

    CHECK(!canopy_ok(120, 185, 150));
    CHECK(canopy_ok(350, 180, 150)); /* exactly at the limit */
    CHECK(canopy_ok(2500, 185, 97));

    CHECK_INT(smallest_canopy(120, 185), 190);
    CHECK_INT(smallest_canopy(450, 185), 170);
    CHECK_INT(smallest_canopy(1500, 185), 97);
    CHECK_INT(smallest_canopy(50, 300), 0);
    return check_done();
}
