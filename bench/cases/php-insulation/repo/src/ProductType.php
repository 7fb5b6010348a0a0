<?php

declare(strict_types=1);

namespace Insulation;

enum ProductType: string
{
    /** Mineral wool roll, laid between or across the joists. */
    case Roll = 'roll';
    /** Rigid PIR board, for rooms in the roof and hatches. */
    case Board = 'board';

    public function unit(): string
    {
        return match ($this) {
            self::Roll => 'roll',
            self::Board => 'pack',
        };
    }
}
