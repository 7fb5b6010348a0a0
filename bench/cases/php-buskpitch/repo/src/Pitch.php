<?php

declare(strict_types=1);

namespace Buskpitch;

/** A marked pitch in the scheme, with the hours performing is allowed there. */
final class Pitch
{
    public function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly string $zone,
        public readonly int $opens,
        public readonly int $closes,
        public readonly bool $amplification = false,
        public readonly bool $circleShows = false,
    ) {
        if ($closes <= $opens) {
            throw new \InvalidArgumentException("pitch $id closes before it opens");
        }
    }

    /** Whether a performance from $start to $end (hours) lies within the pitch's hours. */
    public function covers(int $start, int $end): bool
    {
        return $start >= $this->opens && $end <= $this->closes;
    }

    public function allows(Act $act): bool
    {
        return match ($act->type) {
            Act::ACOUSTIC => true,
            Act::AMPLIFIED => $this->amplification,
            Act::CIRCLE => $this->circleShows,
        };
    }
}
