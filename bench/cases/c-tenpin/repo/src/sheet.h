#ifndef TENPIN_SHEET_H
#define TENPIN_SHEET_H

#define MAX_ROLLS 21

/* Reads a score sheet line such as "X 7/ 9- X X 81 -6 X 9/ XX8" into the pins of each ball.
   Frames are separated by spaces; X is a strike, / a spare, - a miss.
   Returns the number of balls, or -1 if the line is not a complete game. */
int sheet_parse(const char *line, int rolls[MAX_ROLLS]);

#endif
