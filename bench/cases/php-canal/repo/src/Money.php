<?php

declare(strict_types=1);

namespace Towpath\Canal;

/**
 * Amounts are whole pence held in ints; these helpers format and round them.
 */
final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);

        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    /** $percent of $pence, rounded half up to a whole penny. */
    public static function percent(int $pence, int|float $percent): int
    {
        return (int) round($pence * $percent / 100, 0, PHP_ROUND_HALF_UP);
    }

    /** A per-metre rate times a length in metres, rounded to the penny. */
    public static function perMetre(int $pencePerMetre, float $metres): int
    {
        return (int) round($pencePerMetre * $metres, 0, PHP_ROUND_HALF_UP);
    }

    /** @param int[] $amounts */
    public static function sum(array $amounts): int
    {
        return array_sum($amounts);
    }
}
