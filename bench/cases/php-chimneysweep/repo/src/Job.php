<?php

declare(strict_types=1);

namespace Sweep;

final class Job
{
    /** @param list<Appliance> $flues one entry per flue swept */
    public function __construct(
        public readonly string $customer,
        public readonly array $flues,
        public readonly int $minutesOnSite,
        public readonly int $milesFromBase,
    ) {
        if ($flues === []) {
            throw new \InvalidArgumentException('a job sweeps at least one flue');
        }
    }
}
