<?php

declare(strict_types=1);

namespace Tannery;

/** A tanning drum, rated by the pelt weight it takes in one load. */
final class Drum
{
    public function __construct(
        public readonly string $name,
        public readonly float $capacityKg,
    ) {
        if ($capacityKg <= 0) {
            throw new \InvalidArgumentException("drum $name: capacity must be positive");
        }
    }

    public function fits(Batch $batch): bool
    {
        return $batch->peltKg() <= $this->capacityKg;
    }

    /** Share of the drum's rated load that the batch takes, in whole percent. */
    public function loadPercent(Batch $batch): int
    {
        return (int) round($batch->peltKg() / $this->capacityKg * 100);
    }
}
