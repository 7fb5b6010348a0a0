#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "cue.h"

int main(void)
{
    struct cue c;

    assert(cue_parse("Q12,3,7,01:23.500,peony", &c) == 0);
    assert(strcmp(c.id, "Q12") == 0);
    assert(c.module == 3 && c.pin == 7);
    assert(c.fire_ms == 83500);
    assert(c.shell->calibre_mm == 75);

    assert(cue_parse("Q1,1,33,00:01.000,peony", &c) == -1);      /* pin out of range */
    assert(cue_parse("Q1,0,1,00:01.000,peony", &c) == -1);       /* no module 0 */
    assert(cue_parse("Q1,1,1,00:01.000,comet", &c) == -1);       /* not in catalogue */
    assert(cue_parse("Q1,1,1,00:01.000", &c) == -1);             /* too few fields */
    assert(cue_parse("Q1,1,1,00:01.000,peony,x", &c) == -1);     /* too many */
    assert(cue_parse("QUEUE1234,1,1,00:01.000,peony", &c) == -1);/* id too long */

    puts("cue ok");
    return 0;
}
