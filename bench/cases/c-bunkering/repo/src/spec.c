#include "spec.h"

#include <stdio.h>
#include <string.h>

static const grade_spec GRADES[] = {
    /* name       density viscosity sulphur flash water */
    { "DMA",       890.0,    6.0,    1.00,   60.0, 0.0 },
    { "DMB",       900.0,   11.0,    1.50,   60.0, 0.3 },
    { "RMD 80",    975.0,   80.0,    3.50,   60.0, 0.5 },
    { "RME 180",   991.0,  180.0,    3.50,   60.0, 0.5 },
    { "RMG 180",   991.0,  180.0,    3.50,   60.0, 0.5 },
    { "RMG 380",   991.0,  380.0,    3.50,   60.0, 0.5 },
    { "RMK 700",  1010.0,  700.0,    3.50,   60.0, 0.5 },
};

/* Reproducibility margins (ISO 4259, 95% confidence) allowed on a test
 * result before a supplier is held to be off specification. */
#define DENSITY_MARGIN 0.3      /* kg/m3 */
#define SULPHUR_MARGIN 0.03     /* % m/m, for results near 0.5 % */

const grade_spec *grade_find(const char *name)
{
    size_t i;

    for (i = 0; i < sizeof GRADES / sizeof GRADES[0]; i++) {
        if (strcmp(GRADES[i].name, name) == 0)
            return &GRADES[i];
    }
    return NULL;
}

int spec_check(const grade_spec *g, const sample_result *s)
{
    int offspec = 0;

    if (s->density15 > g->max_density15 + DENSITY_MARGIN)
        offspec |= OFFSPEC_DENSITY;
    if (s->viscosity > g->max_viscosity50)
        offspec |= OFFSPEC_VISCOSITY;
    if (s->sulphur_pct > g->max_sulphur_pct + SULPHUR_MARGIN)
        offspec |= OFFSPEC_SULPHUR;
    if (s->flash_point_c < g->min_flash_point_c)
        offspec |= OFFSPEC_FLASH_POINT;
    if (s->water_pct > g->max_water_pct)
        offspec |= OFFSPEC_WATER;
    return offspec;
}

void spec_describe(int offspec, char *buf, size_t size)
{
    static const struct {
        int bit;
        const char *what;
    } NAMES[] = {
        { OFFSPEC_DENSITY, "density" },
        { OFFSPEC_VISCOSITY, "viscosity" },
        { OFFSPEC_SULPHUR, "sulphur" },
        { OFFSPEC_FLASH_POINT, "flash point" },
        { OFFSPEC_WATER, "water" },
    };
    size_t i;
    size_t used = 0;

    if (size == 0)
        return;
    buf[0] = '\0';
    if (offspec == 0) {
        snprintf(buf, size, "on specification");
        return;
    }
    for (i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++) {
        int n;

        if (!(offspec & NAMES[i].bit))
            continue;
        n = snprintf(buf + used, size - used, "%s%s", used ? ", " : "", NAMES[i].what);
        if (n < 0 || (size_t)n >= size - used)
            return;
        used += (size_t)n;
    }
}
