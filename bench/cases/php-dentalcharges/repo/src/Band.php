<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

/**
 * NHS dental charge bands (England, from 1 April 2025). A course of
 * treatment is charged at the highest band of anything done in it.
 */
enum Band: int
{
    case Urgent = 0;
    case One = 1;
    case Two = 2;
    case Three = 3;

    /** Patient charge in pence. */
    public function charge(): int
    {
        return match ($this) {
            self::Urgent, self::One => 2780,
            self::Two => 7620,
            self::Three => 33030,
        };
    }

    /** Units of dental activity the practice is credited with. */
    public function units(): float
    {
        return match ($this) {
            self::Urgent => 1.2,
            self::One => 1.0,
            self::Two => 3.0,
            self::Three => 12.0,
        };
    }

    public function label(): string
    {
        return match ($this) {
            self::Urgent => 'Urgent',
            self::One => 'Band 1',
            self::Two => 'Band 2',
            self::Three => 'Band 3',
        };
    }

    public static function highest(Band ...$bands): ?Band
    {
        $best = null;
        foreach ($bands as $band) {
            if ($best === null || $band->value > $best->value) {
                $best = $band;
            }
        }
        return $best;
    }
}
