<?php

declare(strict_types=1);

namespace Haulage;

/**
 * Amounts are whole pence throughout; this class formats them and takes
 * percentages with the rounding the accounts team uses (half up).
 */
final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);

        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    public static function percentOf(int $pence, float $percent): int
    {
        return (int) round($pence * $percent / 100, 0, PHP_ROUND_HALF_UP);
    }

    /**
     * @param int[] $amounts
     */
    public static function sum(array $amounts): int
    {
        return array_sum($amounts);
    }
}
