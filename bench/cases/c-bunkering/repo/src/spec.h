#ifndef BUNKER_SPEC_H
#define BUNKER_SPEC_H

#include <stddef.h>

/* Limits of a residual or distillate grade (ISO 8217 table values). */
typedef struct {
    const char *name;
    double max_density15;       /* kg/m3 */
    double max_viscosity50;     /* mm2/s at 50 C (40 C for distillates) */
    double max_sulphur_pct;     /* % m/m */
    double min_flash_point_c;
    double max_water_pct;       /* % v/v */
} grade_spec;

/* Laboratory results of the delivery sample. */
typedef struct {
    double density15;
    double viscosity;
    double sulphur_pct;
    double flash_point_c;
    double water_pct;
} sample_result;

/* Reasons a sample fails its grade, as bits. */
enum {
    OFFSPEC_DENSITY = 1 << 0,
    OFFSPEC_VISCOSITY = 1 << 1,
    OFFSPEC_SULPHUR = 1 << 2,
    OFFSPEC_FLASH_POINT = 1 << 3,
    OFFSPEC_WATER = 1 << 4
};

/* Look up a grade by name (e.g. "RMG 380", "DMA"); NULL if unknown. */
const grade_spec *grade_find(const char *name);

/* Check a sample against its grade.  Returns 0 when on specification,
 * else the OFFSPEC_ bits of every failed limit.  The 95% confidence
 * margin of ISO 4259 is allowed on sulphur and density. */
int spec_check(const grade_spec *g, const sample_result *s);

/* Describe the failed limits in buf, e.g. "sulphur, water". */
void spec_describe(int offspec, char *buf, size_t size);

#endif
