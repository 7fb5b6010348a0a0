#include "callsign.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

int aprs_callsign_parse(const char *text, size_t len, struct aprs_callsign *out)
{
	const char *dash = memchr(text, '-', len);
	size_t base = dash ? (size_t) (dash - text) : len;
	size_t i;

	if (base == 0 || base > APRS_CALL_MAX) {
		return -1;
	}
	for (i = 0; i < base; i++) {
		unsigned char c = (unsigned char) text[i];
		if (!isdigit(c) && !(c >= 'A' && c <= 'Z')) {
			return -1;
		}
	}

	out->ssid = 0;
	if (dash) {
		size_t digits = len - base - 1;
		if (digits < 1 || digits > 2) {
			return -1;
		}
		for (i = base + 1; i < len; i++) {
			if (!isdigit((unsigned char) text[i])) {
				return -1;
			}
			out->ssid = out->ssid * 10 + (text[i] - '0');
		}
		if (out->ssid > 15 || (digits == 2 && text[base + 1] == '0')) {
			return -1;
		}
	}

	memcpy(out->call, text, base);
	out->call[base] = '\0';
	return 0;
}

int aprs_callsign_format(const struct aprs_callsign *c, char *buf, size_t size)
{
	int n;

	if (c->ssid == 0) {
		n = snprintf(buf, size, "%s", c->call);
	} else {
		n = snprintf(buf, size, "%s-%d", c->call, c->ssid);
	}
	return (n < 0 || (size_t) n >= size) ? -1 : n;
}
