<?php

declare(strict_types=1);

namespace PigeonRace\Race;

use DateTimeImmutable;
use PigeonRace\Geo\Coordinate;
use PigeonRace\Geo\Distance;

/**
 * One race: where and when the birds were liberated.
 */
final class Race
{
    public function __construct(
        public readonly string $racePoint,
        public readonly Coordinate $liberationPoint,
        public readonly DateTimeImmutable $liberatedAt,
    ) {
    }

    public function distanceTo(Loft $loft): float
    {
        return Distance::yardsBetween($this->liberationPoint, $loft->position);
    }
}
