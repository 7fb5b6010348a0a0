#include "maidenhead.h"

#include <math.h>

int aprs_maidenhead(double lat, double lon, char *out)
{
	double x, y;
	int fx, fy, sx, sy, ux, uy;

	if (lat < -90.0 || lat > 90.0 || lon < -180.0 || lon > 180.0) {
		return -1;
	}

	/* From the south-west corner; the north pole and the antimeridian go in the last field. */
	x = fmin(lon + 180.0, 359.999999);
	y = fmin(lat + 90.0, 179.999999);

	fx = (int) (x / 20.0);
	fy = (int) (y / 10.0);
	sx = (int) (fmod(x, 20.0) / 2.0);
	sy = (int) fmod(y, 10.0);
	ux = (int) (fmod(x, 2.0) * 12.0);
	uy = (int) (fmod(y, 1.0) * 24.0);

	out[0] = (char) ('A' + fx);
	out[1] = (char) ('A' + fy);
	out[2] = (char) ('0' + sx);
	out[3] = (char) ('0' + sy);
	out[4] = (char) ('a' + ux);
	out[5] = (char) ('a' + uy);
	out[6] = '\0';
	return 0;
}
