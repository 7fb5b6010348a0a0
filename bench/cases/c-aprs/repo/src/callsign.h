/* Amateur radio callsigns as APRS writes them: a base call of up to six letters and digits, and an optional SSID
 * from 1 to 15 after a dash (N0CALL-9). */
#ifndef APRS_CALLSIGN_H
#define APRS_CALLSIGN_H

#include <stddef.h>

#define APRS_CALL_MAX 6
/* The longest callsign with its SSID, "N0CALL-15", and its NUL. */
#define APRS_CALLSIGN_BUF 10

struct aprs_callsign {
	char call[APRS_CALL_MAX + 1];
	int ssid;
};

/* Reads the len characters at text as a callsign. Returns 0, or -1 if they are not one. */
int aprs_callsign_parse(const char *text, size_t len, struct aprs_callsign *out);

/* Writes "N0CALL-9" ("N0CALL" for SSID 0) into buf. Returns its length, or -1 if size is too small. */
int aprs_callsign_format(const struct aprs_callsign *c, char *buf, size_t size);

#endif
