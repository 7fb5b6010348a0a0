<?php

declare(strict_types=1);

namespace Fencing;

/**
 * The order in which the bouts of a pool are fenced (FIE tables), by pool position. Every pair
 * meets once, and nobody fences two bouts running where it can be helped.
 */
final class PoolOrder
{
    private const ORDERS = [
        4 => [[1, 4], [2, 3], [1, 3], [2, 4], [3, 4], [1, 2]],
        5 => [[1, 2], [3, 4], [5, 1], [2, 3], [5, 4], [1, 3], [2, 5], [4, 1], [3, 5], [4, 2]],
        6 => [
            [1, 2], [4, 5], [2, 3], [5, 6], [3, 1], [6, 4], [2, 5], [1, 4],
            [5, 3], [1, 6], [4, 2], [3, 6], [5, 1], [3, 4], [6, 2],
        ],
        7 => [
            [1, 4], [2, 5], [3, 6], [7, 1], [5, 4], [2, 3], [6, 7], [5, 1], [4, 3], [6, 2], [5, 7],
            [3, 1], [4, 6], [7, 2], [3, 5], [1, 6], [2, 4], [7, 3], [6, 5], [1, 2], [4, 7],
        ],
    ];

    /** @return list<array{int, int}> */
    public static function forSize(int $size): array
    {
        if (!isset(self::ORDERS[$size])) {
            throw new \InvalidArgumentException("no bout order for a pool of $size");
        }
        return self::ORDERS[$size];
    }

    public static function boutCount(int $size): int
    {
        return intdiv($size * ($size - 1), 2);
    }
}
