<?php

declare(strict_types=1);

namespace Thatcher;

/** Amounts are whole pence. */
final class Money
{
    public const VAT_RATE = 0.20;

    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    /** VAT on an amount, rounded half up to the penny. */
    public static function vat(int $pence): int
    {
        return (int) round($pence * self::VAT_RATE, 0, PHP_ROUND_HALF_UP);
    }
}
