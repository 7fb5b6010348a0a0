#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "fixtures.h"

int main(void)
{
    struct result board[HEAT_SIZE];
    char line[128];

    build_standings(HEAT, HEAT_SIZE, board);
    assert(board[0].bib == 7 && board[1].bib == 14 && board[2].bib == 21);

    standings_line(&board[0], 1, &board[0], line, sizeof line);
    puts(line);
    assert(strcmp(line, "1. #7 Ada Lind          4 laps  1:02.300  best 0:14.600  +0.000") == 0);
    standings_line(&board[1], 2, &board[0], line, sizeof line);
    puts(line);
    assert(strcmp(line, "2. #14 Bea Moss          4 laps  1:02.400  best 0:14.600  +0.100") == 0);
    standings_line(&board[2], 3, &board[0], line, sizeof line);
    puts(line);
    assert(strcmp(line, "3. #21 Cal Roy           3 laps  0:51.600  best 0:16.200  -1 lap") == 0);
    puts("standings: ok");
    return 0;
}
