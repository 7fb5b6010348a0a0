<?php

declare(strict_types=1);

namespace Sweep\Support;

final class Money
{
    /** 123456 -> "£1,234.56" */
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        return $sign . '£' . number_format(abs($pence) / 100, 2, '.', ',');
    }

    /** VAT on a net amount at a rate in percent, rounded half up to the penny. */
    public static function vat(int $netPence, int $ratePercent): int
    {
        return intdiv($netPence * $ratePercent + 50, 100);
    }
}
