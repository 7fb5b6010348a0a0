#include "check.h"
#include "seedtray.h"

int main(void)
{
    const struct crop *c = crop_find("tomato");

    CHECK(c != NULL);
    CHECK_STR(c->name, "Tomato");
    CHECK_INT(c->germination_pct, 80);
    CHECK_STR(tray_for(c)->name, "24-cell");
    CHECK_INT(tray_for(crop_find("Leek"))->cells, 84);
    CHECK(crop_find("Parsnip") == NULL);
    CHECK_INT(crop_count(), 7);

    CHECK_DONE();
}
