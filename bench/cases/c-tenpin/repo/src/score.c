#include "score.h"

int game_score(const int *rolls, int n)
{
    int total = 0, i = 0;

    for (int frame = 0; frame < 10; frame++) {
        if (i >= n)
            return -1;
        if (rolls[i] == 10) {
            if (i + 2 >= n)
                return -1;
            total += 10 + rolls[i + 1] + rolls[i + 2];
            i += 1;
        } else {
            if (i + 1 >= n)
                return -1;
            int two = rolls[i] + rolls[i + 1];
            if (two == 10) {
                if (i + 2 >= n)
                    return -1;
                total += 10 + rolls[i + 2];
            } else {
                total += two;
            }
            i += 2;
        }
    }
    return total;
}
