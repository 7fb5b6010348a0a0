#ifndef CROP_H
#define CROP_H

typedef enum {
    CROP_WHEAT,
    CROP_BARLEY,
    CROP_OATS,
    CROP_OSR,
    CROP_BEANS,
    CROP_COUNT,
    CROP_NONE = -1
} crop_t;

typedef struct {
    const char *code;        /* as printed on the weighbridge ticket */
    const char *name;
    double base_moisture;    /* % moisture the contract is priced at */
    double max_admixture;    /* % screenings allowed before a deduction */
    double min_specific_wt;  /* kg/hl, 0 when the contract has none */
} crop_info;

const crop_info *crop_get(crop_t crop);
crop_t crop_parse(const char *code);
const char *crop_name(crop_t crop);

#endif
