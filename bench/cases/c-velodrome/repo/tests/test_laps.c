#include <assert.h>
#include <stdio.h>

#include "fixtures.h"

int main(void)
{
    long laps[MAX_STAMPS];
    int n = lap_times(&HEAT[1], laps);

    assert(n == 4);
    assert(laps[0] == 18100);
    assert(laps[1] == 14800);
    assert(laps[3] == 14600);
    assert(best_lap(laps, n) == 14600);
    assert(best_lap(laps, 0) == -1);
    puts("laps: ok");
    return 0;
}
