<?php

declare(strict_types=1);

namespace PigeonRace\Race;

use DateTimeImmutable;

/**
 * A bird's ring as struck on its loft's clock.
 */
final class Clocking
{
    public function __construct(
        public readonly string $loftCode,
        public readonly string $ring,
        public readonly DateTimeImmutable $struckAt,
    ) {
    }
}
