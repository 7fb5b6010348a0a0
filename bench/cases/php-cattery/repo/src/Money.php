<?php

declare(strict_types=1);

namespace Pennant\Cattery;

final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }

    public static function percent(int $pence, int $percent): int
    {
        return intdiv($pence * $percent + 50, 100);
    }
}
