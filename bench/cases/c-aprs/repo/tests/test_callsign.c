#include <string.h>

#include "callsign.h"
#include "check.h"

static int parse(const char *s, struct aprs_callsign *c)
{
	return aprs_callsign_parse(s, strlen(s), c);
}

int main(void)
{
	struct aprs_callsign c;
	char buf[APRS_CALLSIGN_BUF];

	CHECK_INT(parse("N0CALL-9", &c), 0);
	CHECK_STR(c.call, "N0CALL");
	CHECK_INT(c.ssid, 9);

	CHECK_INT(parse("DL1ABC", &c), 0);
	CHECK_INT(c.ssid, 0);
	CHECK_INT(parse("WIDE2-2", &c), 0);
	CHECK_STR(c.call, "WIDE2");
	CHECK_INT(parse("K1A-15", &c), 0);
	CHECK_INT(c.ssid, 15);

	CHECK_INT(parse("", &c), -1);
	CHECK_INT(parse("TOOLONG1", &c), -1);
	CHECK_INT(parse("N0CALL-16", &c), -1);
	CHECK_INT(parse("N0CALL-", &c), -1);
	CHECK_INT(parse("N0CALL-09", &c), -1);
	CHECK_INT(parse("N0-CALL", &c), -1);
	CHECK_INT(parse("N0 CAL", &c), -1);

	parse("N0CALL-9", &c);
	CHECK_INT(aprs_callsign_format(&c, buf, sizeof buf), 8);
	CHECK_STR(buf, "N0CALL-9");
	parse("DL1ABC", &c);
	CHECK_INT(aprs_callsign_format(&c, buf, sizeof buf), 6);
	CHECK_STR(buf, "DL1ABC");
	CHECK_INT(aprs_callsign_format(&c, buf, 4), -1);

	return check_done("callsign");
}
