#include "check.h"
#include "units.h"

int main(void)
{
    CHECK_NEAR(ft_to_m(13500), 4114.8, 0.1);
    CHECK_NEAR(m_to_ft(1000), 3280.84, 0.01);
    CHECK_NEAR(kt_to_ms(100), 51.4444, 0.0001);
    CHECK_NEAR(kmh_to_ms(36), 10.0, 1e-9);
    CHECK_NEAR(lb_to_kg(220), 99.79, 0.01);
    CHECK_NEAR(kg_to_lb(lb_to_kg(185)), 185.0, 1e-9);
    CHECK_NEAR(m_to_ft(ft_to_m(3000)), 3000.0, 1e-9);
    return check_done();
}
