#include "check.h"
#include "handicap.h"

int main(void)
{
    const struct boat_class *c;

    CHECK_INT(handicap_py("Laser"), 1100);
    CHECK_INT(handicap_py("laser radial"), 1147);
    CHECK_INT(handicap_py("MIRROR"), 1390);
    CHECK_INT(handicap_py("Lase"), 0);
    CHECK_INT(handicap_py("Optimist"), 0);
    CHECK_INT(handicap_py(NULL), 0);

    c = handicap_find("wayfarer");
    CHECK(c != NULL);
    if (c) {
        CHECK_STR(c->name, "Wayfarer");
        CHECK_INT(c->crew, 2);
    }

    CHECK_DONE();
}
