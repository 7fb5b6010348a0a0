#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "fixtures.h"
#include "script.h"

static struct script s;

int main(void)
{
    char line[64];

    script_init(&s);
    for (int i = 0; i < FINALE_N; i++)
        assert(script_add_line(&s, finale[i]) == 0);
    assert(script_add_line(&s, "bad") == -1);
    assert(s.n == FINALE_N);

    script_sort(&s);
    assert(strcmp(s.cues[0].id, "Q10") == 0);
    assert(strcmp(s.cues[2].id, "Q12") == 0); /* same time as Q13, lower module */
    assert(strcmp(s.cues[4].id, "Q14") == 0);

    script_line(&s.cues[1], line, sizeof line);
    puts(line);
    assert(strcmp(line, "01:21.250  M3/P6   Q11  crossette") == 0);

    assert(script_find_reused_pin(&s) == -1);
    assert(script_add_line(&s, "Q15,3,6,01:30.000,salute") == 0);
    assert(script_find_reused_pin(&s) == 5);

    /* palm at 01:23.500: 4.0 s lift + 4.5 s display */
    s.n = FINALE_N;
    assert(script_end_ms(&s) == 92000);

    puts("script ok");
    return 0;
}
