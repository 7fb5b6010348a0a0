<?php

declare(strict_types=1);

namespace Nursery;

/**
 * Amounts are whole pence; this formats them and applies rates.
 */
final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);

        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    /** $pence times $rate, rounded half up to the penny. */
    public static function percent(int $pence, float $rate): int
    {
        return (int) round($pence * $rate, 0, PHP_ROUND_HALF_UP);
    }

    /** $pence for $hours at $pence an hour, rounded half up. */
    public static function forHours(int $penceAnHour, float $hours): int
    {
        return (int) round($penceAnHour * $hours, 0, PHP_ROUND_HALF_UP);
    }
}
