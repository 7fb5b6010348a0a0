<?php

declare(strict_types=1);

namespace Hopyard\Pay;

final class PayLine
{
    public function __construct(
        public readonly Picker $picker,
        public readonly float $kg,
        public readonly int $gross,
        public readonly int $deductions,
    ) {
    }

    public function net(): int
    {
        return max(0, $this->gross - $this->deductions);
    }
}
