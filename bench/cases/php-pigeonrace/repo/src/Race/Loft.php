<?php

declare(strict_types=1);

namespace PigeonRace\Race;

use PigeonRace\Geo\Coordinate;

final class Loft
{
    public function __construct(
        public readonly string $code,
        public readonly string $member,
        public readonly Coordinate $position,
    ) {
    }
}
