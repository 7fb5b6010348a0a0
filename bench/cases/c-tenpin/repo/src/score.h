#ifndef TENPIN_SCORE_H
#define TENPIN_SCORE_H

/* The score of a complete game from its balls (as sheet_parse gives them); -1 if the balls
   do not make a game. */
int game_score(const int *rolls, int n);

#endif
