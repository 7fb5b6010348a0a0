<?php

declare(strict_types=1);

namespace Clubhouse\Dinghypark;

final class Boat
{
    public function __construct(
        public readonly string $sail,
        public readonly string $class,
        public readonly string $owner,
        public readonly float $lengthM,
        public readonly bool $onTrolley = true,
    ) {
        if ($lengthM <= 0.0) {
            throw new \InvalidArgumentException("length must be positive: $lengthM");
        }
    }
}
