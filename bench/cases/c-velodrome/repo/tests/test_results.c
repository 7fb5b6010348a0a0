#include <assert.h>
#include <stdio.h>

#include "fixtures.h"

int main(void)
{
    struct result ada, bea, cal;

    compute_result(&HEAT[1], &ada);
    compute_result(&HEAT[0], &bea);
    compute_result(&HEAT[2], &cal);
    assert(ada.laps == 4 && ada.total_ms == 62300);
    assert(ada.best_lap_ms == 14600);
    assert(cal.laps == 3);
    assert(compare_results(&ada, &bea) < 0);
    assert(compare_results(&bea, &cal) < 0);
    assert(compare_results(&ada, &ada) == 0);
    puts("results: ok");
    return 0;
}
