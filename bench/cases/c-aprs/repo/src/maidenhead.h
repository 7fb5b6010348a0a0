/* Maidenhead grid locators, as radio amateurs give their station's square: field, square and subsquare (FN31pr). */
#ifndef APRS_MAIDENHEAD_H
#define APRS_MAIDENHEAD_H

/* The 6-character locator of a position, written with its NUL into out (which holds 7).
 * Returns 0, or -1 for a latitude outside [-90, 90] or a longitude outside [-180, 180]. */
int aprs_maidenhead(double lat, double lon, char *out);

#endif
