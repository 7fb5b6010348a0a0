<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

/** Sums of money in whole pence. */
final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    /** A percentage of an amount, rounded half up to the penny. */
    public static function percent(int $pence, float $percent): int
    {
        return (int) round($pence * $percent / 100, 0, PHP_ROUND_HALF_UP);
    }

    public static function vat(int $net, float $rate = 20.0): int
    {
        return self::percent($net, $rate);
    }
}
