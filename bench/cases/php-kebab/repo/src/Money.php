<?php

namespace Kebab;

final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%d.%02d', $sign, intdiv($pence, 100), $pence % 100);
    }
}
