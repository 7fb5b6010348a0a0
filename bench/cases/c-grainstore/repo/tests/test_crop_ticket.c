#include "check.h"
#include "crop.h"
#include "fixtures.h"
#include "ticket.h"

static void crops_by_code(void)
{
    CHECK(crop_parse("WHEAT") == CROP_WHEAT);
    CHECK(crop_parse("osr") == CROP_OSR);
    CHECK(crop_parse("Beans") == CROP_BEANS);
    CHECK(crop_parse("RYE") == CROP_NONE);
    CHECK(crop_parse("WHEATS") == CROP_NONE);
    CHECK_STR(crop_name(CROP_BARLEY), "Feed barley");
    CHECK_STR(crop_name(CROP_NONE), "unknown crop");
    CHECK_NEAR(crop_get(CROP_OSR)->base_moisture, 9.0, 1e-12);
}

static void parses_a_ticket(void)
{
    ticket t;
    char err[128];
    CHECK(ticket_parse(LOAD_WHEAT, &t, err, sizeof err) == 0);
    CHECK_STR(t.id, "T0412");
    CHECK(t.crop == CROP_WHEAT);
    CHECK(ticket_net_kg(&t) == 18240);
    CHECK_NEAR(t.moisture, 16.1, 1e-12);
    CHECK_NEAR(t.admixture, 1.5, 1e-12);
    CHECK_NEAR(t.specific_wt, 76.2, 1e-12);
    CHECK_STR(t.bin, "B3");
}

static void rejects_bad_tickets(void)
{
    ticket t;
    char err[128];
    CHECK(ticket_parse("T0415 WHEAT 32460 14220 16.1 1.5 76.2", &t, err, sizeof err) == -1);
    CHECK_STR(err, "expected 8 fields, got 7");
    CHECK(ticket_parse("T0416 RYE 32460 14220 16.1 1.5 76.2 B3", &t, err, sizeof err) == -1);
    CHECK_STR(err, "T0416: unknown crop RYE");
    CHECK(ticket_parse("T0417 WHEAT 14220 32460 16.1 1.5 76.2 B3", &t, err, sizeof err) == -1);
    CHECK(ticket_parse("T0418 WHEAT 32460 14220 61.0 1.5 76.2 B3", &t, err, sizeof err) == -1);
    CHECK_STR(err, "T0418: sample results out of range");
}

void test_crop_ticket(void)
{
    crops_by_code();
    parses_a_ticket();
    rejects_bad_tickets();
}
