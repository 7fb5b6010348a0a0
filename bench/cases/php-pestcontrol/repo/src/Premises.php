<?php

declare(strict_types=1);

namespace Pestcontrol;

use InvalidArgumentException;

final class Premises
{
    public function __construct(
        public readonly string $name,
        public readonly float $floorAreaM2,
        public readonly float $perimeterM,
        public readonly bool $commercial = false,
        public readonly bool $foodBusiness = false,
    ) {
        if ($floorAreaM2 <= 0) {
            throw new InvalidArgumentException('Floor area must be positive');
        }
        if ($perimeterM <= 0) {
            throw new InvalidArgumentException('Perimeter must be positive');
        }
        if ($foodBusiness && !$commercial) {
            throw new InvalidArgumentException('A food business must be commercial premises');
        }
    }

    /** Commercial visits take longer and are charged at a higher rate. */
    public function rateMultiplierPercent(): int
    {
        if ($this->foodBusiness) {
            return 175;
        }
        return $this->commercial ? 150 : 100;
    }
}
