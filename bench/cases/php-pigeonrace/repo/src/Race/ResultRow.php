<?php

declare(strict_types=1);

namespace PigeonRace\Race;

use DateTimeImmutable;

final class ResultRow
{
    public function __construct(
        public readonly int $position,
        public readonly Loft $loft,
        public readonly string $ring,
        public readonly float $yards,
        public readonly DateTimeImmutable $arrivedAt,
        public readonly float $velocity,
    ) {
    }
}
