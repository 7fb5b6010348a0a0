<?php

declare(strict_types=1);

namespace Oysterfarm;

/** One mortality count: a bag opened on a given day, live and dead counted. */
final class MortalityCheck
{
    public function __construct(
        public readonly \DateTimeImmutable $date,
        public readonly int $sampled,
        public readonly int $dead,
    ) {
        if ($sampled <= 0) {
            throw new \InvalidArgumentException('A check must sample at least one oyster');
        }
        if ($dead < 0 || $dead > $sampled) {
            throw new \InvalidArgumentException(sprintf('Dead count %d is outside 0..%d', $dead, $sampled));
        }
    }

    public function survivalRate(): float
    {
        return ($this->sampled - $this->dead) / $this->sampled;
    }
}
