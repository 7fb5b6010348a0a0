<?php

declare(strict_types=1);

namespace Smokehouse;

/** What came out of the kiln against what went into the brine. */
final class YieldRecord
{
    public function __construct(
        public readonly Batch $batch,
        public readonly int $smokedGrams,
    ) {
        if ($smokedGrams <= 0 || $smokedGrams > $batch->rawGrams()) {
            throw new \InvalidArgumentException("batch {$batch->number}: smoked weight $smokedGrams g is not possible");
        }
    }

    public function yield(): float
    {
        return round($this->smokedGrams / $this->batch->rawGrams(), 3);
    }

    public function lossGrams(): int
    {
        return $this->batch->rawGrams() - $this->smokedGrams;
    }

    /** Percentage points below (negative) or above the product's expected yield. */
    public function varianceFromExpected(): float
    {
        return round(($this->yield() - $this->batch->product->expectedYield) * 100, 1);
    }

    /** A batch that lost much more than expected was over-smoked or under-brined. */
    public function needsReview(float $tolerancePoints = 3.0): bool
    {
        return abs($this->varianceFromExpected()) > $tolerancePoints;
    }
}
