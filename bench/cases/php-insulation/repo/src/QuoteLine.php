<?php

declare(strict_types=1);

namespace Insulation;

final class QuoteLine
{
    public function __construct(
        public readonly string $description,
        public readonly int $quantity,
        public readonly string $unit,
        public readonly int $unitPence,
    ) {
    }

    public function totalPence(): int
    {
        return $this->quantity * $this->unitPence;
    }
}
