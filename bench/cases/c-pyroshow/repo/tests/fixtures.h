#ifndef PYRO_FIXTURES_H
#define PYRO_FIXTURES_H

/* The finale of a short show, not in firing order. */
static const char *const finale[] = {
    "Q12,3,7,01:23.500,peony",
    "Q10,3,5,01:20.000,willow",
    "Q11,3,6,01:21.250,crossette",
    "Q13,4,1,01:23.500,palm",
    "Q14,4,2,01:25.000,salute",
};
#define FINALE_N (int)(sizeof finale / sizeof finale[0])

#endif
