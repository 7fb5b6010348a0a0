<?php

declare(strict_types=1);

namespace Northvale\BinCalendar;

enum Bin: string
{
    case Food = 'food';
    case General = 'general';
    case Recycling = 'recycling';
    case Garden = 'garden';

    public function label(): string
    {
        return match ($this) {
            self::Food => 'food caddy',
            self::General => 'general waste (grey bin)',
            self::Recycling => 'recycling (blue bin)',
            self::Garden => 'garden waste (green bin)',
        };
    }
}
