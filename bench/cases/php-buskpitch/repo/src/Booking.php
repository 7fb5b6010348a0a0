<?php

declare(strict_types=1);

namespace Buskpitch;

/** One act on one pitch for a stretch of whole hours on a day. */
final class Booking
{
    public function __construct(
        public readonly Act $act,
        public readonly Pitch $pitch,
        public readonly string $day,
        public readonly int $start,
        public readonly int $hours,
    ) {
        if ($hours < 1) {
            throw new \InvalidArgumentException('a booking lasts at least an hour');
        }
    }

    public function end(): int
    {
        return $this->start + $this->hours;
    }

    public function overlaps(Booking $other): bool
    {
        return $this->pitch->id === $other->pitch->id
            && $this->day === $other->day
            && $this->start < $other->end()
            && $other->start < $this->end();
    }
}
