#include "base91.h"

long aprs_base91_decode(const char *s, int n)
{
	long value = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (s[i] < '!' || s[i] > '{') {
			return -1;
		}
		value = value * 91 + (s[i] - '!');
	}
	return value;
}

void aprs_base91_encode(long value, char *out, int n)
{
	int i;

	for (i = n - 1; i >= 0; i--) {
		out[i] = (char) ('!' + value % 91);
		value /= 91;
	}
}

int aprs_compressed_parse(const char *s, double *lat, double *lon)
{
	long y = aprs_base91_decode(s, 4);
	long x = aprs_base91_decode(s + 4, 4);

	if (y < 0 || x < 0) {
		return -1;
	}
	*lat = 90.0 - y / 380926.0;
	*lon = -180.0 + x / 190463.0;
	return 0;
}

void aprs_compressed_format(double lat, double lon, char *out)
{
	aprs_base91_encode((long) (380926.0 * (90.0 - lat)), out, 4);
	aprs_base91_encode((long) (190463.0 * (180.0 + lon)), out + 4, 4);
}
