<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues;

final class Vessel
{
    public function __construct(
        public readonly string $name,
        public readonly float $lengthMetres,
        public readonly float $beamMetres,
    ) {
        if ($lengthMetres <= 0.0 || $beamMetres <= 0.0) {
            throw new \InvalidArgumentException("{$name}: length and beam must be positive");
        }
    }

    /** Dues are charged per started metre of length overall. */
    public function chargeableMetres(): int
    {
        return (int) ceil($this->lengthMetres);
    }
}
