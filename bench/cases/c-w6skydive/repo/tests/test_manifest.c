#include "check.h"
#include "manifest.h"

static const char *SHEET[] = {
    "Ada 412 185 170 belly 1",   "Ben 1290 210 120 belly 1",
    "Cal 120 185 150 freefly 3", "Dee 95 160 190 belly 2",
    "Eve 240 150 135 belly 2",   "Fay 800 170 135 belly 2",
    "Gus 3100 260 330 tandem 4", "Hal 0 190 330 tandem 4",
    "Ivy 700 175 120 wingsuit 5", "Jon 350 180 150 freefly 3",
};

static void fill(Load *load)
{
    memset(load, 0, sizeof *load);
    load->exit_ft = 13500;
    for (unsigned i = 0; i < sizeof SHEET / sizeof SHEET[0]; i++)
        CHECK_INT(load_add(load, SHEET[i]), 0);
}

static void test_parse(void)
{
    Jumper j;
    CHECK_INT(jumper_parse("Ada 412 185 170 belly 1", &j), 0);
    CHECK_STR(j.name, "Ada");
    CHECK_INT(j.jumps, 412);
    CHECK_NEAR(j.weight_lb, 185, 1e-9);
    CHECK_INT(j.canopy_sqft, 170);
    CHECK_INT(j.discipline, BELLY);
    CHECK_INT(j.group, 1);

    CHECK_INT(jumper_parse("Ada 412 185 150 belly", &j), -1);
    CHECK_INT(jumper_parse("Ada 412 185 150 swoop 1", &j), -1);
    CHECK_INT(jumper_parse("Ada 412 185 150 belly 0", &j), -1);
    CHECK_INT(jumper_parse("Ada 412 185 150 belly 1 extra", &j), -1);
    CHECK_INT(jumper_parse("Ada -3 185 150 belly 1", &j), -1);
}

static void test_full_aircraft(void)
{
    Load load;
    memset(&load, 0, sizeof load);
    for (int i = 0; i < MAX_JUMPERS; i++)
        CHECK_INT(load_add(&load, "Fun 300 180 170 belly 1"), 0);
    CHECK_INT(load_add(&load, "One 300 180 170 belly 1"), -1);
    CHECK_INT(load.count, MAX_JUMPERS);
}

static void test_exit_order(void)
{
    Load load;
    int order[MAX_JUMPERS];
    fill(&load);
    CHECK_INT(load_exit_order(&load, order, MAX_JUMPERS), 5);
    CHECK_INT(order[0], 2);
    CHECK_INT(order[1], 1);
    CHECK_INT(order[2], 3);
    CHECK_INT(order[3], 4);
    CHECK_INT(order[4], 5);
}

static void test_brief(void)
{
    Load load;
    char buf[1024];
    fill(&load);
    int n = load_brief(&load, 80, 15, buf, sizeof buf);
    CHECK_INT(n, (int)strlen(buf));
    CHECK_STR(buf,
              "Load at 13500 ft, jump run 80 kt into 15 kt: 9 s between groups\n"
              "1. group 2 belly, 3 jumpers, +0 s\n"
              "2. group 1 belly, 2 jumpers, +9 s\n"
              "3. group 3 freefly, 2 jumpers, +18 s\n"
              "4. group 4 tandem, 2 jumpers, +27 s\n"
              "5. group 5 wingsuit, 1 jumper, +36 s\n"
              "Canopy check: Cal on 150 sqft at 1.23, limit 1.00 at 120 jumps\n"
              "Canopy check: Ivy on 120 sqft at 1.46, limit 1.40 at 700 jumps\n"
              "Freefall to 3000 ft: 63 s\n");

    /* a short buffer is cut but the full length is returned */
    char small[20];
    CHECK_INT(load_brief(&load, 80, 15, small, sizeof small), n);
    CHECK_STR(small, "Load at 13500 ft, j");
}

int main(void)
{
    test_parse();
    test_full_aircraft();
    test_exit_order();
    test_brief();
    return check_done();
}
