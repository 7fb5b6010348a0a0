#include "packet.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base91.h"
#include "latlon.h"

static int parse_hop(const char *b, const char *e, struct aprs_callsign *c, int *digipeated)
{
	*digipeated = e > b && e[-1] == '*';
	if (*digipeated) {
		e--;
	}
	return aprs_callsign_parse(b, (size_t) (e - b), c) == 0 ? 0 : APRS_E_CALLSIGN;
}

int aprs_packet_parse(const char *line, struct aprs_packet *p)
{
	const char *gt = strchr(line, '>');
	const char *colon = strchr(line, ':');
	const char *b, *e;
	size_t len;
	int used;

	memset(p, 0, sizeof(*p));
	if (gt == NULL || colon == NULL || colon < gt) {
		return APRS_E_HEADER;
	}
	if (aprs_callsign_parse(line, (size_t) (gt - line), &p->source) != 0) {
		return APRS_E_CALLSIGN;
	}

	/* The destination, then the hops, each ending at a ',' or at the ':'. */
	b = gt + 1;
	e = memchr(b, ',', (size_t) (colon - b));
	if (e == NULL) {
		e = colon;
	}
	if (aprs_callsign_parse(b, (size_t) (e - b), &p->dest) != 0) {
		return APRS_E_CALLSIGN;
	}
	while (e < colon) {
		b = e + 1;
		e = memchr(b, ',', (size_t) (colon - b));
		if (e == NULL) {
			e = colon;
		}
		if (p->path_len == APRS_MAX_PATH) {
			return APRS_E_PATH;
		}
		if (parse_hop(b, e, &p->path[p->path_len], &used) != 0) {
			return APRS_E_CALLSIGN;
		}
		p->digipeated[p->path_len++] = used;
	}

	len = strlen(colon + 1);
	p->payload = malloc(len + 1);
	if (p->payload == NULL) {
		return APRS_E_NOMEM;
	}
	memcpy(p->payload, colon + 1, len + 1);
	return APRS_OK;
}

void aprs_packet_free(struct aprs_packet *p)
{
	free(p->payload);
	p->payload = NULL;
}

/* Whether s starts a compressed position: a symbol table that is no digit, then base-91 characters. */
static int is_compressed(const char *s)
{
	return strlen(s) >= 13 && !isdigit((unsigned char) s[0]) && aprs_base91_decode(s + 1, 8) >= 0;
}

int aprs_packet_position(const struct aprs_packet *p, struct aprs_position *pos)
{
	const char *s = p->payload;

	switch (s[0]) {
	case '!':
	case '=':
		s += 1;
		break;
	case '/':
	case '@':
		if (strlen(s) < 8) {
			return -1;
		}
		s += 8; /* the type and a 7-character timestamp, 092345z */
		break;
	default:
		return -1;
	}

	if (is_compressed(s)) {
		pos->table = s[0];
		pos->symbol = s[9];
		return aprs_compressed_parse(s + 1, &pos->lat, &pos->lon);
	}

	if (strlen(s) < 19 || aprs_lat_parse(s, &pos->lat) != 0 || aprs_lon_parse(s + 9, &pos->lon) != 0) {
		return -1;
	}
	pos->table = s[8];
	pos->symbol = s[18];
	return 0;
}
