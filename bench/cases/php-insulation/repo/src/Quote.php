<?php

declare(strict_types=1);

namespace Insulation;

final class Quote
{
    /**
     * @param list<QuoteLine> $lines materials
     */
    public function __construct(
        public readonly string $reference,
        public readonly array $lines,
        public readonly float $labourHours,
        public readonly int $labourRatePence,
        public readonly int $vatPercent,
        public readonly int $finalDepthMm,
        public readonly float $uValue,
    ) {
    }

    public function materialsPence(): int
    {
        return array_sum(array_map(static fn (QuoteLine $l): int => $l->totalPence(), $this->lines));
    }

    public function labourPence(): int
    {
        return (int) round($this->labourHours * $this->labourRatePence);
    }

    public function netPence(): int
    {
        return $this->materialsPence() + $this->labourPence();
    }

    public function vatPence(): int
    {
        return Money::percentOf($this->netPence(), $this->vatPercent);
    }

    public function totalPence(): int
    {
        return $this->netPence() + $this->vatPence();
    }
}
