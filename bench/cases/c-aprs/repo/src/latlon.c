#include "latlon.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>

/* Reads "DD" or "DDD" degrees, then "MM.hh", then the hemisphere letter. */
static int parse_dm(const char *s, int deg_digits, char pos, char neg, double max, double *out)
{
	int i, deg = 0, min_hundredths = 0;
	char hemi;

	for (i = 0; i < deg_digits; i++) {
		if (!isdigit((unsigned char) s[i])) {
			return -1;
		}
		deg = deg * 10 + (s[i] - '0');
	}
	s += deg_digits;
	if (!isdigit((unsigned char) s[0]) || !isdigit((unsigned char) s[1]) || s[2] != '.' ||
	    !isdigit((unsigned char) s[3]) || !isdigit((unsigned char) s[4])) {
		return -1;
	}
	min_hundredths = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[3] - '0') * 10 + (s[4] - '0');
	if (min_hundredths >= 6000) {
		return -1;
	}

	hemi = s[5];
	if (hemi != pos && hemi != neg) {
		return -1;
	}

	*out = deg + min_hundredths / 6000.0;
	if (*out > max) {
		return -1;
	}
	if (hemi == neg) {
		*out = -*out;
	}
	return 0;
}

int aprs_lat_parse(const char *s, double *lat)
{
	return parse_dm(s, 2, 'N', 'S', 90.0, lat);
}

int aprs_lon_parse(const char *s, double *lon)
{
	return parse_dm(s, 3, 'E', 'W', 180.0, lon);
}

static void format_dm(double value, int deg_digits, char pos, char neg, char *out)
{
	double a = fabs(value);
	long hundredths = lround(a * 6000.0); /* the whole value in hundredths of a minute */
	long deg = hundredths / 6000;
	long min = hundredths % 6000;

	sprintf(out, "%0*ld%02ld.%02ld%c", deg_digits, deg, min / 100, min % 100, value < 0 ? neg : pos);
}

void aprs_lat_format(double lat, char *out)
{
	format_dm(lat, 2, 'N', 'S', out);
}

void aprs_lon_format(double lon, char *out)
{
	format_dm(lon, 3, 'E', 'W', out);
}
