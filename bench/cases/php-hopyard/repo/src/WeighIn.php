<?php

declare(strict_types=1);

namespace Hopyard\Pay;

final class WeighIn
{
    public function __construct(
        public readonly string $pickerId,
        public readonly string $variety,
        public readonly float $kg,
        public readonly string $day,
    ) {
        if ($kg <= 0) {
            throw new \InvalidArgumentException("a weigh-in of $kg kg for $pickerId");
        }
    }
}
