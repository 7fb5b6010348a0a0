#ifndef TEMPER_H
#define TEMPER_H

/* Tempering by the tabling/seeding curve: melt, cool to crystallise, warm to working temperature. */

typedef enum { CHOC_DARK, CHOC_MILK, CHOC_WHITE, CHOC_KINDS } choc_kind;

typedef struct {
    double melt_c;  /* heat to at least this, to melt every crystal form */
    double cool_c;  /* cool to this, to grow form V crystals */
    double work_c;  /* rewarm to this and hold while dipping */
} temper_curve;

const char *choc_name(choc_kind kind);
int choc_from_name(const char *name, choc_kind *out);
temper_curve temper_for(choc_kind kind);

/* Result of checking one logged run of temperatures against the curve. */
typedef enum { TEMPER_OK, TEMPER_NOT_MELTED, TEMPER_NOT_COOLED, TEMPER_OVERHEATED, TEMPER_TOO_COOL } temper_result;

/* readings: the bowl's temperature, in order, over one tempering. Tolerance: +/- 0.5 C at work. */
temper_result temper_check(choc_kind kind, const double *readings, int n);
const char *temper_result_text(temper_result r);

#endif
