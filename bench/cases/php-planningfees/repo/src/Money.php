<?php

declare(strict_types=1);

namespace Borough\Planning;

/** Fees are whole pence; receipts show pounds. */
final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    /** Half of an amount, rounded down to the penny (concessions never charge the odd half penny). */
    public static function half(int $pence): int
    {
        return intdiv($pence, 2);
    }
}
