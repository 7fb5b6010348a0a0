<?php

declare(strict_types=1);

namespace Insulation;

final class Product
{
    /**
     * @param float $conductivity thermal conductivity (lambda) in W/mK
     * @param float $coverageM2   area covered by one roll or pack
     */
    public function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly ProductType $type,
        public readonly int $thicknessMm,
        public readonly float $conductivity,
        public readonly float $coverageM2,
        public readonly int $pricePence,
    ) {
        if ($thicknessMm <= 0 || $coverageM2 <= 0 || $conductivity <= 0) {
            throw new \InvalidArgumentException("Product {$code} needs a thickness, coverage and conductivity");
        }
    }

    /**
     * Thermal resistance of one layer, in m²K/W.
     */
    public function resistance(): float
    {
        return Thermal::resistance($this->thicknessMm, $this->conductivity);
    }
}
