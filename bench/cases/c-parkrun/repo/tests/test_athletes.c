#include "athletes.h"
#include "check.h"
#include "fixture.h"

void test_registry_lines(void)
{
    struct registry reg;
    const struct athlete *a;

    fixture_registry(&reg);
    CHECK_INT(reg.count, 8);
    a = registry_find(&reg, "A48211");
    CHECK(a != NULL);
    if (a != NULL) {
        CHECK_STR(a->name, "Priya Nair");
        CHECK_INT(a->sex, 'W');
        CHECK_INT(a->born.year, 1983);
        CHECK_STR(a->club, "Rother Tri");
        CHECK_INT(a->runs, 57);
        CHECK_INT(a->best, 1450);
    }
    a = registry_find(&reg, "A60412");
    CHECK(a != NULL);
    if (a != NULL) {
        CHECK_INT(a->runs, 0);
        CHECK_INT(a->best, 0);
        CHECK_STR(a->club, "");
    }
    CHECK(registry_find(&reg, "A99999") == NULL);
}

void test_registry_rejects(void)
{
    struct registry reg;
    registry_init(&reg);
    CHECK_INT(registry_add_line(&reg, "A1,Jo Bloggs,W,1990-01-01,,2,25:00"), 0);
    CHECK_INT(registry_add_line(&reg, "A1,Jo Bloggs,W,1990-01-01,,2,25:00"), -1);
    CHECK_INT(registry_add_line(&reg, "B2,Jo Bloggs,W,1990-01-01,,2,25:00"), -1);
    CHECK_INT(registry_add_line(&reg, "A3,,W,1990-01-01,,2,25:00"), -1);
    CHECK_INT(registry_add_line(&reg, "A4,Jo Bloggs,F,1990-01-01,,2,25:00"), -1);
    CHECK_INT(registry_add_line(&reg, "A5,Jo Bloggs,W,1990-02-30,,2,25:00"), -1);
    CHECK_INT(registry_add_line(&reg, "A6,Jo Bloggs,W,1990-01-01,,0,25:00"), -1);
    CHECK_INT(registry_add_line(&reg, "A7,Jo Bloggs,W,1990-01-01,,3,"), -1);
    CHECK_INT(registry_add_line(&reg, "A8,Jo Bloggs,W,1990-01-01,,3"), -1);
    CHECK_INT(registry_add_line(&reg, "A9,Jo Bloggs,W,1990-01-01,,3,25:00,x"), -1);
    CHECK_INT(registry_add_line(&reg, "A10,Jo Bloggs,W,1990-01-01,,two,25:00"), -1);
    CHECK_INT(reg.count, 1);
}
