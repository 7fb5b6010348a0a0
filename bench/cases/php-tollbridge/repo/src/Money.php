<?php

declare(strict_types=1);

namespace TollBridge;

final class Money
{
    /** Formats pence as £1,234.50. */
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }
}
