<?php

declare(strict_types=1);

namespace Tannery;

/** A tanning recipe: the steps in drum order. */
final class Recipe
{
    /** @var list<Step> */
    private array $steps = [];

    public function __construct(public readonly string $name)
    {
    }

    public function add(Step $step): self
    {
        $this->steps[] = $step;
        return $this;
    }

    /** @return list<Step> */
    public function steps(): array
    {
        return $this->steps;
    }

    /**
     * Kilograms of each chemical for a batch, summed over the steps that use it, in first-use order.
     *
     * @return array<string, float>
     */
    public function doses(Batch $batch): array
    {
        $doses = [];
        foreach ($this->steps as $step) {
            $doses[$step->chemical] = ($doses[$step->chemical] ?? 0.0) + $step->doseKg($batch);
        }
        return array_map(static fn (float $kg): float => round($kg, 2), $doses);
    }
}
