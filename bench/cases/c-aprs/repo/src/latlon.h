/* Positions as APRS writes them uncompressed: latitude DDMM.hh with N or S (4903.50N), longitude DDDMM.hh with E
 * or W (07201.75W), degrees and minutes with hundredths of a minute. */
#ifndef APRS_LATLON_H
#define APRS_LATLON_H

/* Read the 8 characters of a latitude, or the 9 of a longitude, into signed decimal degrees (south and west
 * negative). Return 0, or -1 if they are not one. */
int aprs_lat_parse(const char *s, double *lat);
int aprs_lon_parse(const char *s, double *lon);

/* Write a latitude in its 8 characters and a NUL (out holds 9), a longitude in 9 and a NUL (out holds 10). */
void aprs_lat_format(double lat, char *out);
void aprs_lon_format(double lon, char *out);

#endif
