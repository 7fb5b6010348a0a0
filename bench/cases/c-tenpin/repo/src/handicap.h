#ifndef TENPIN_HANDICAP_H
#define TENPIN_HANDICAP_H

/* The league's handicap: 90% of the difference between 220 and the bowler's average, whole pins
   (rounded down), never below 0. */
int handicap(int average);

/* The average of `count` games, rounded down; 0 without games. */
int average_of(const int *games, int count);

#endif
