/* sextant: working a celestial sight by the intercept method. Angles in degrees unless named _min
 * (arc minutes); one arc minute of altitude is one nautical mile. */
#ifndef SEXTANT_H
#define SEXTANT_H

#include <stddef.h>

/* --- angle.c: degrees and minutes as a navigator writes them ("41 12.5", "-0 03.2") --- */

/* Parses "D MM.M" (optionally signed) into degrees; returns 0 on success, -1 if malformed. */
int sx_parse_dm(const char *text, double *degrees);
/* Writes degrees as "D MM.M" rounded to a tenth of a minute, "-" before a negative angle. */
void sx_format_dm(double degrees, char *buf, size_t size);

/* --- altitude.c: from sextant altitude (Hs) to observed altitude (Ho) --- */

typedef enum { SX_SUN_LOWER_LIMB, SX_SUN_UPPER_LIMB, SX_STAR } sx_body;

typedef struct {
    double hs;              /* sextant altitude, degrees */
    double index_corr_min;  /* index correction to apply, arc minutes (+ off the arc, - on it) */
    double height_eye_ft;   /* height of eye above the sea, feet */
    sx_body body;
} sx_sight;

#define SX_SUN_SEMIDIAMETER_MIN 16.0

/* Dip of the sea horizon for a height of eye, arc minutes. */
double sx_dip_min(double height_eye_ft);
/* Mean refraction at an apparent altitude (Bennett), arc minutes. */
double sx_refraction_min(double apparent_altitude);
/* Apparent altitude: Hs with index correction and dip. */
double sx_apparent_altitude(const sx_sight *sight);
/* Observed altitude Ho: apparent altitude less refraction, plus or minus the sun's semidiameter. */
double sx_observed_altitude(const sx_sight *sight);

/* --- reduce.c: computed altitude and azimuth from the assumed position --- */

typedef struct {
    double hc; /* computed altitude, degrees */
    double zn; /* true azimuth, degrees from north, [0, 360) */
} sx_computed;

/* For an assumed latitude, the body's declination and its local hour angle (all degrees). */
sx_computed sx_reduce(double latitude, double declination, double lha);

/* --- fix.c: the intercept --- */

typedef struct {
    double miles; /* always >= 0 */
    int toward;   /* 1 toward the body's azimuth, 0 away */
    double zn;
} sx_intercept;

sx_intercept sx_intercept_of(double ho, const sx_computed *computed);
/* "4.2 nm toward 231" */
void sx_format_intercept(const sx_intercept *in, char *buf, size_t size);

#endif
