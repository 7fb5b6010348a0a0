#include "check.h"
#include "packet.h"

static void test_header(void)
{
	struct aprs_packet p;

	CHECK_INT(aprs_packet_parse("N0CALL-9>APRS,WIDE1-1,WIDE2-1:!4903.50N/07201.75W-Test", &p), APRS_OK);
	CHECK_STR(p.source.call, "N0CALL");
	CHECK_INT(p.source.ssid, 9);
	CHECK_STR(p.dest.call, "APRS");
	CHECK_INT(p.path_len, 2);
	CHECK_STR(p.path[1].call, "WIDE2");
	CHECK_INT(p.path[1].ssid, 1);
	CHECK_STR(p.payload, "!4903.50N/07201.75W-Test");
	aprs_packet_free(&p);

	CHECK_INT(aprs_packet_parse("DL1ABC>APDR15,DB0XYZ*,WIDE2-1:>on the road", &p), APRS_OK);
	CHECK_INT(p.digipeated[0], 1);
	CHECK_INT(p.digipeated[1], 0);
	CHECK_STR(p.path[0].call, "DB0XYZ");
	aprs_packet_free(&p);

	CHECK_INT(aprs_packet_parse("K1A>APRS:", &p), APRS_OK);
	CHECK_INT(p.path_len, 0);
	CHECK_STR(p.payload, "");
	aprs_packet_free(&p);
}

static void test_bad_headers(void)
{
	struct aprs_packet p;

	CHECK_INT(aprs_packet_parse("N0CALL APRS:!", &p), APRS_E_HEADER);
	CHECK_INT(aprs_packet_parse("N0CALL>APRS !", &p), APRS_E_HEADER);
	CHECK_INT(aprs_packet_parse("N0CALL-99>APRS:!", &p), APRS_E_CALLSIGN);
	CHECK_INT(aprs_packet_parse("N0CALL>APRS,,WIDE1-1:!", &p), APRS_E_CALLSIGN);
	CHECK_INT(aprs_packet_parse("N0CALL>APRS,A,B,C,D,E,F,G,H,I:!", &p), APRS_E_PATH);
}

static void test_positions(void)
{
	struct aprs_packet p;
	struct aprs_position pos;

	aprs_packet_parse("N0CALL-9>APRS,WIDE1-1:!4903.50N/07201.75W-Test", &p);
	CHECK_INT(aprs_packet_position(&p, &pos), 0);
	CHECK_NEAR(pos.lat, 49.058333, 1e-6);
	CHECK_NEAR(pos.lon, -72.029167, 1e-6);
	CHECK_INT(pos.table, '/');
	CHECK_INT(pos.symbol, '-');
	aprs_packet_free(&p);

	aprs_packet_parse("N0CALL-7>APRS:@092345z3345.00S\\15112.56Ek", &p);
	CHECK_INT(aprs_packet_position(&p, &pos), 0);
	CHECK_NEAR(pos.lat, -33.75, 1e-9);
	CHECK_INT(pos.table, '\\');
	CHECK_INT(pos.symbol, 'k');
	aprs_packet_free(&p);

	aprs_packet_parse("N0CALL-9>APRS:=/5L!!<*e7>7P[", &p);
	CHECK_INT(aprs_packet_position(&p, &pos), 0);
	CHECK_NEAR(pos.lat, 49.5, 1e-6);
	CHECK_NEAR(pos.lon, -72.75, 1e-5);
	CHECK_INT(pos.symbol, '>');
	aprs_packet_free(&p);

	aprs_packet_parse("N0CALL>APRS:>status text", &p);
	CHECK_INT(aprs_packet_position(&p, &pos), -1);
	aprs_packet_free(&p);

	aprs_packet_parse("N0CALL>APRS:!49", &p);
	CHECK_INT(aprs_packet_position(&p, &pos), -1);
	aprs_packet_free(&p);
}

int main(void)
{
	test_header();
	test_bad_headers();
	test_positions();
	return check_done("packet");
}
