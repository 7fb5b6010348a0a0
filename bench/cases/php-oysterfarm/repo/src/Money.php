<?php

declare(strict_types=1);

namespace Oysterfarm;

/** Amounts are whole pence throughout; this only turns them into text. */
final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);

        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    /** A percentage of an amount, rounded half up to the penny. */
    public static function percent(int $pence, int $percent): int
    {
        return intdiv($pence * $percent + 50, 100);
    }
}
