#include "league.h"

#include "handicap.h"
#include "score.h"
#include "sheet.h"

int league_series(const char *const lines[SERIES_GAMES], int average, struct series *out)
{
    int rolls[MAX_ROLLS];

    out->scratch = 0;
    out->handicap = handicap(average);
    for (int g = 0; g < SERIES_GAMES; g++) {
        int n = sheet_parse(lines[g], rolls);
        if (n < 0)
            return -1;
        out->games[g] = game_score(rolls, n);
        if (out->games[g] < 0)
            return -1;
        out->scratch += out->games[g];
    }
    out->total = out->scratch + SERIES_GAMES * out->handicap;
    return 0;
}
