#include "check.h"
#include "maidenhead.h"

int main(void)
{
	char loc[7];

	CHECK_INT(aprs_maidenhead(41.714775, -72.727260, loc), 0);
	CHECK_STR(loc, "FN31pr"); /* W1AW, Newington */
	CHECK_INT(aprs_maidenhead(48.14666, 11.60833, loc), 0);
	CHECK_STR(loc, "JN58td");
	CHECK_INT(aprs_maidenhead(-33.8688, 151.2093, loc), 0);
	CHECK_STR(loc, "QF56od");
	CHECK_INT(aprs_maidenhead(90.0, 180.0, loc), 0);
	CHECK_STR(loc, "RR99xx");
	CHECK_INT(aprs_maidenhead(-90.0, -180.0, loc), 0);
	CHECK_STR(loc, "AA00aa");

	CHECK_INT(aprs_maidenhead(91.0, 0.0, loc), -1);
	CHECK_INT(aprs_maidenhead(0.0, -180.5, loc), -1);

	return check_done("maidenhead");
}
