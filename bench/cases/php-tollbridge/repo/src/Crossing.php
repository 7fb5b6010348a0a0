<?php

declare(strict_types=1);

namespace TollBridge;

use DateTimeImmutable;

/**
 * One vehicle over the bridge: the tariff fare and what was actually taken.
 */
final class Crossing
{
    public const NORTH = 'N';
    public const SOUTH = 'S';

    public function __construct(
        public readonly string $plate,
        public readonly DateTimeImmutable $at,
        public readonly VehicleClass $class,
        public readonly string $direction,
        public readonly int $fare,
        public readonly int $charged,
        public readonly string $method,
    ) {
    }

    public function discount(): int
    {
        return $this->fare - $this->charged;
    }
}
