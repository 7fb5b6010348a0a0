#include "handicap.h"

int handicap(int average)
{
    int gap = 220 - average;
    return gap > 0 ? gap * 90 / 100 : 0;
}

int average_of(const int *games, int count)
{
    long sum = 0;
    if (count <= 0)
        return 0;
    for (int i = 0; i < count; i++)
        sum += games[i];
    return (int)(sum / count);
}
