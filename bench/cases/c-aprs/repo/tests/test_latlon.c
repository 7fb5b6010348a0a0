#include "check.h"
#include "latlon.h"

int main(void)
{
	double v;
	char buf[16];

	CHECK_INT(aprs_lat_parse("4903.50N", &v), 0);
	CHECK_NEAR(v, 49.058333, 1e-6);
	CHECK_INT(aprs_lat_parse("3345.00S", &v), 0);
	CHECK_NEAR(v, -33.75, 1e-9);
	CHECK_INT(aprs_lon_parse("07201.75W", &v), 0);
	CHECK_NEAR(v, -72.029167, 1e-6);
	CHECK_INT(aprs_lon_parse("15112.56E", &v), 0);
	CHECK_NEAR(v, 151.209333, 1e-6);

	CHECK_INT(aprs_lat_parse("4963.50N", &v), -1);
	CHECK_INT(aprs_lat_parse("9100.00N", &v), -1);
	CHECK_INT(aprs_lat_parse("4903.50E", &v), -1);
	CHECK_INT(aprs_lat_parse("49 3.50N", &v), -1);
	CHECK_INT(aprs_lon_parse("18100.00W", &v), -1);

	aprs_lat_format(49.058333, buf);
	CHECK_STR(buf, "4903.50N");
	aprs_lat_format(-33.75, buf);
	CHECK_STR(buf, "3345.00S");
	aprs_lon_format(-72.029167, buf);
	CHECK_STR(buf, "07201.75W");
	aprs_lon_format(8.5, buf);
	CHECK_STR(buf, "00830.00E");
	/* 59.999 minutes round up into the next degree. */
	aprs_lat_format(10.99999, buf);
	CHECK_STR(buf, "1100.00N");

	return check_done("latlon");
}
