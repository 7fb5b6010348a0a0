<?php

declare(strict_types=1);

namespace Tannery;

/** One addition in the drum: a chemical dosed as a percentage of the pelt or the shaved weight. */
final class Step
{
    public const BASES = ['pelt', 'shaved'];

    public function __construct(
        public readonly string $name,
        public readonly string $chemical,
        public readonly float $percent,
        public readonly string $basis = 'pelt',
    ) {
        if (!in_array($basis, self::BASES, true)) {
            throw new \InvalidArgumentException("step $name: unknown basis $basis");
        }
        if ($percent <= 0 || $percent > 100) {
            throw new \InvalidArgumentException("step $name: percent out of range");
        }
    }

    public function doseKg(Batch $batch): float
    {
        $basisKg = $this->basis === 'pelt' ? $batch->peltKg() : $batch->shavedKg();
        return $basisKg * $this->percent / 100;
    }
}
