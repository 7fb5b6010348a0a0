<?php

declare(strict_types=1);

namespace Smokehouse;

/**
 * A product the smokehouse makes, with its cure and smoke: brine strength and
 * time per centimetre of thickness, smoke type, expected yield and shelf life.
 */
final class Product
{
    public function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly float $brinePercent,
        public readonly float $brineHoursPerCm,
        public readonly bool $coldSmoked,
        public readonly float $smokeHours,
        public readonly float $expectedYield,
        public readonly int $shelfLifeDays,
        public readonly float $pricePerKg,
        public readonly array $allergens = [],
    ) {
        if ($brinePercent <= 0 || $brinePercent >= 26.4) {
            throw new \InvalidArgumentException("$code: brine of $brinePercent% is not possible");
        }
        if ($expectedYield <= 0 || $expectedYield > 1) {
            throw new \InvalidArgumentException("$code: yield must be a fraction of the raw weight");
        }
    }

    /** The highest temperature the smoke chamber may reach for this product, in °C. */
    public function chamberLimit(): float
    {
        return $this->coldSmoked ? 30.0 : 90.0;
    }
}
