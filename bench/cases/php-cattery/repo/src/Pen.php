<?php

declare(strict_types=1);

namespace Pennant\Cattery;

/** The pens of the cattery, with the nightly rate in pence for the first cat and for each further cat. */
enum Pen: string
{
    case Single = 'single';
    case Double = 'double';
    case Family = 'family';

    public function capacity(): int
    {
        return match ($this) {
            self::Single => 1,
            self::Double => 2,
            self::Family => 4,
        };
    }

    public function firstCatPence(): int
    {
        return match ($this) {
            self::Single => 1450,
            self::Double => 1650,
            self::Family => 1850,
        };
    }

    public function furtherCatPence(): int
    {
        return match ($this) {
            self::Single => 0,
            self::Double => 900,
            self::Family => 800,
        };
    }
}
