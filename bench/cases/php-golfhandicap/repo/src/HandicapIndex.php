<?php

declare(strict_types=1);

namespace Golf;

/**
 * The handicap index from a player's most recent score differentials.
 */
final class HandicapIndex
{
    public const MAXIMUM = 54.0;
    public const WINDOW = 20;

    /**
     * How many of the lowest differentials count, and the adjustment, by the number of scores.
     *
     * @var array<int, array{int, float}>
     */
    private const TABLE = [
        3 => [1, -2.0],
        4 => [1, -1.0],
        5 => [1, 0.0],
        6 => [2, -1.0],
        7 => [2, 0.0],
        8 => [2, 0.0],
        9 => [3, 0.0],
        10 => [3, 0.0],
        11 => [3, 0.0],
        12 => [4, 0.0],
        13 => [4, 0.0],
        14 => [4, 0.0],
        15 => [5, 0.0],
        16 => [5, 0.0],
        17 => [6, 0.0],
        18 => [6, 0.0],
        19 => [7, 0.0],
        20 => [8, 0.0],
    ];

    /**
     * The differentials that count, oldest first in, lowest first out.
     *
     * @param list<float> $differentials oldest first
     * @return list<float>
     */
    public static function counting(array $differentials): array
    {
        $recent = array_slice($differentials, -self::WINDOW);
        if (!isset(self::TABLE[count($recent)])) {
            return [];
        }
        [$take] = self::TABLE[count($recent)];
        sort($recent);
        return array_slice($recent, 0, $take);
    }

    /**
     * @param list<float> $differentials oldest first
     * @return float|null null until there are three scores
     */
    public static function calculate(array $differentials): ?float
    {
        $recent = array_slice($differentials, -self::WINDOW);
        if (!isset(self::TABLE[count($recent)])) {
            return null;
        }
        [, $adjustment] = self::TABLE[count($recent)];
        $counting = self::counting($differentials);
        $index = round(array_sum($counting) / count($counting) + $adjustment, 1);

        return min($index, self::MAXIMUM);
    }
}
