/* APRS packets in the TNC2 text form an igate or a TNC prints: SOURCE>DEST,PATH...:payload, e.g.
 *     N0CALL-9>APRS,WIDE1-1,WIDE2-1:!4903.50N/07201.75W-Test
 */
#ifndef APRS_PACKET_H
#define APRS_PACKET_H

#include "callsign.h"

#define APRS_MAX_PATH 8

enum {
	APRS_OK = 0,
	APRS_E_HEADER = -1,   /* no '>' or no ':' */
	APRS_E_CALLSIGN = -2, /* the source, destination or a hop is no callsign */
	APRS_E_PATH = -3,     /* more than APRS_MAX_PATH hops */
	APRS_E_NOMEM = -4
};

struct aprs_packet {
	struct aprs_callsign source;
	struct aprs_callsign dest;
	struct aprs_callsign path[APRS_MAX_PATH];
	int digipeated[APRS_MAX_PATH]; /* the hop was marked used with '*' */
	int path_len;
	char *payload; /* everything after the ':', owned by the packet */
};

struct aprs_position {
	double lat;
	double lon;
	char table;  /* symbol table, '/' or '\\' (or an overlay character) */
	char symbol; /* symbol code, '>' a car, '-' a house ... */
};

/* Reads a packet. Returns APRS_OK, or an APRS_E_ code with nothing to free. */
int aprs_packet_parse(const char *line, struct aprs_packet *p);

void aprs_packet_free(struct aprs_packet *p);

/* The position of a position report ('!' or '=', or '/' or '@' with a timestamp), uncompressed or compressed.
 * Returns 0, or -1 if the payload holds no position. */
int aprs_packet_position(const struct aprs_packet *p, struct aprs_position *pos);

#endif
