<?php

declare(strict_types=1);

namespace Oysterfarm;

/** Classification of the shellfish production area the oysters were grown in. */
enum WaterClass: string
{
    case A = 'A';
    case B = 'B';
    case C = 'C';

    /** Class A oysters may go straight to market. */
    public function needsDepuration(): bool
    {
        return $this !== self::A;
    }

    /** Class C oysters cannot be depurated at all; they must be relaid first. */
    public function mayDepurate(): bool
    {
        return $this !== self::C;
    }
}
