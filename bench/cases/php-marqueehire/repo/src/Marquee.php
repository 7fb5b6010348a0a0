<?php

declare(strict_types=1);

namespace Marquee\Hire;

/** A frame marquee, in whole metres: 3 m bays along its length. */
final class Marquee
{
    public const BAY_M = 3;

    public function __construct(public readonly int $widthM, public readonly int $lengthM)
    {
        if (!in_array($widthM, [6, 9, 12], true)) {
            throw new \InvalidArgumentException("no frame {$widthM} m wide");
        }
        if ($lengthM <= 0 || $lengthM % self::BAY_M !== 0) {
            throw new \InvalidArgumentException("length {$lengthM} m is not whole bays");
        }
    }

    public function area(): int
    {
        return $this->widthM * $this->lengthM;
    }

    public function bays(): int
    {
        return intdiv($this->lengthM, self::BAY_M);
    }

    /** Guests seated at round tables: one per 1.2 square metres, rounded down. */
    public function seated(): int
    {
        return intdiv($this->area() * 10, 12);
    }
}
