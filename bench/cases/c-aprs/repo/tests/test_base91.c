#include "base91.h"
#include "check.h"

int main(void)
{
	char buf[9] = {0};
	double lat, lon;

	CHECK_INT(aprs_base91_decode("!!!!", 4), 0);
	CHECK_INT(aprs_base91_decode("!!!\"", 4), 1);
	CHECK_INT(aprs_base91_decode("{{", 2), 91 * 91 - 1);
	CHECK_INT(aprs_base91_decode("5L!!", 4), 15427503);
	CHECK_INT(aprs_base91_decode("ab|d", 4), -1);

	aprs_base91_encode(15427503, buf, 4);
	buf[4] = '\0';
	CHECK_STR(buf, "5L!!");

	/* The example of the APRS 1.01 specification: 49 30' N, 72 45' W. */
	CHECK_INT(aprs_compressed_parse("5L!!<*e7", &lat, &lon), 0);
	CHECK_NEAR(lat, 49.5, 1e-6);
	CHECK_NEAR(lon, -72.75, 1e-5);

	aprs_compressed_format(49.5, -72.75, buf);
	buf[8] = '\0';
	CHECK_STR(buf, "5L!!<*e7");

	CHECK_INT(aprs_compressed_parse("5L! <*e7", &lat, &lon), -1);

	return check_done("base91");
}
