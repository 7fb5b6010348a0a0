<?php

declare(strict_types=1);

namespace Pestcontrol;

/**
 * Amounts are kept in pence throughout; this is where they get VAT and
 * are turned into pounds for customers.
 */
final class Money
{
    public const VAT_PERCENT = 20;

    public static function vat(int $netPence): int
    {
        return intdiv($netPence * self::VAT_PERCENT + 50, 100);
    }

    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }
}
