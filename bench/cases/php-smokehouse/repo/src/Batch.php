<?php

declare(strict_types=1);

namespace Smokehouse;

/** One batch through the brine tub and the kiln: the pieces' raw weights and the thickest piece. */
final class Batch
{
    /** @var list<int> raw weights in grams */
    private array $pieces;

    /** @param list<int> $pieces */
    public function __construct(
        public readonly string $number,
        public readonly Product $product,
        array $pieces,
        public readonly float $thicknessCm,
        public readonly \DateTimeImmutable $start,
    ) {
        if ($pieces === []) {
            throw new \InvalidArgumentException("batch $number has no pieces");
        }
        foreach ($pieces as $g) {
            if ($g <= 0) {
                throw new \InvalidArgumentException("batch $number: piece of $g g");
            }
        }
        $this->pieces = array_values($pieces);
    }

    /** @return list<int> */
    public function pieces(): array
    {
        return $this->pieces;
    }

    public function rawGrams(): int
    {
        return array_sum($this->pieces);
    }

    public function rawKg(): float
    {
        return $this->rawGrams() / 1000.0;
    }
}
