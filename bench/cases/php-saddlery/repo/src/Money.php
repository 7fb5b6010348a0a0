<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

final class Money
{
    public static function format(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($pence, 100)), $pence % 100);
    }
}
