<?php

declare(strict_types=1);

namespace Drapery;

/** A curtain fabric off the roll. */
final class Fabric
{
    /**
     * @param float $widthCm       width of the roll, selvedge to selvedge
     * @param float $repeatCm      vertical pattern repeat, 0 for a plain
     * @param int   $pencePerMetre price per metre
     */
    public function __construct(
        public readonly string $name,
        public readonly float $widthCm,
        public readonly float $repeatCm,
        public readonly int $pencePerMetre,
    ) {
        if ($widthCm <= 0) {
            throw new \InvalidArgumentException("fabric width must be positive: $widthCm");
        }
        if ($repeatCm < 0) {
            throw new \InvalidArgumentException("pattern repeat cannot be negative: $repeatCm");
        }
        if ($pencePerMetre < 0) {
            throw new \InvalidArgumentException("price cannot be negative: $pencePerMetre");
        }
    }

    public function isPlain(): bool
    {
        return $this->repeatCm == 0.0;
    }

    /** Width that ends up in the curtain once the selvedges are cut off and seams taken. */
    public function usableWidthCm(): float
    {
        return $this->widthCm - 2 * Seams::SELVEDGE_CM;
    }
}
