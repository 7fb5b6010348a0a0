/* Base 91 as APRS compressed positions use it: the characters '!' (0) to '{' (90), most significant first. */
#ifndef APRS_BASE91_H
#define APRS_BASE91_H

/* The value of n base-91 characters, or -1 if one is out of range. */
long aprs_base91_decode(const char *s, int n);

/* Writes value as n base-91 characters (no NUL). */
void aprs_base91_encode(long value, char *out, int n);

/* Reads the 4 characters of a compressed latitude and the 4 of a compressed longitude that follow it.
 * Returns 0, or -1 if they are not base 91. */
int aprs_compressed_parse(const char *s, double *lat, double *lon);

/* Writes a position as 8 compressed characters (no NUL), each value truncated as the specification does. */
void aprs_compressed_format(double lat, double lon, char *out);

#endif
