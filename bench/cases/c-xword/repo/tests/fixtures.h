#ifndef FIXTURES_H
#define FIXTURES_H

/* A 5 x 5 grid with rotational symmetry: seven acrosses and seven downs. */
#define MINI                                                                                                  \
    "..#..\n"                                                                                                 \
    ".....\n"                                                                                                 \
    "#...#\n"                                                                                                 \
    ".....\n"                                                                                                 \
    "..#..\n"

#endif
