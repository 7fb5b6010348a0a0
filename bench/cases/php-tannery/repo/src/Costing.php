<?php

declare(strict_types=1);

namespace Tannery;

/** Chemical cost of a batch, from the price list in pence per kilogram. */
final class Costing
{
    /** @param array<string, int> $pencePerKg */
    public function __construct(private readonly array $pencePerKg)
    {
    }

    public function chemicalPence(Recipe $recipe, Batch $batch): int
    {
        $total = 0;
        foreach ($recipe->doses($batch) as $chemical => $kg) {
            if (!isset($this->pencePerKg[$chemical])) {
                throw new \InvalidArgumentException("no price for $chemical");
            }
            $total += (int) round($kg * $this->pencePerKg[$chemical]);
        }
        return $total;
    }

    public function pencePerM2(Recipe $recipe, Batch $batch): float
    {
        $area = $batch->finishedAreaM2();
        if ($area <= 0) {
            throw new \DomainException("batch {$batch->id} has no measured area");
        }
        return $this->chemicalPence($recipe, $batch) / $area;
    }

    public function pencePerSqft(Recipe $recipe, Batch $batch): float
    {
        return $this->pencePerM2($recipe, $batch) / 10.7639;
    }
}
