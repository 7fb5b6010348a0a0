<?php

declare(strict_types=1);

namespace Tannery;

/** One hide or skin as it comes in from the abattoir, with its finished area once measured. */
final class Hide
{
    /** Pelt weight (after liming and fleshing) over green weight, by species. */
    public const PELT_FACTOR = [
        'cow' => 1.10,
        'calf' => 1.05,
        'goat' => 0.90,
        'sheep' => 0.85,
    ];

    /** Shaved wet-blue weight over pelt weight. */
    public const SHAVED_FACTOR = 0.40;

    public function __construct(
        public readonly string $tag,
        public readonly string $species,
        public readonly float $greenKg,
        public readonly float $areaM2 = 0.0,
    ) {
        if (!isset(self::PELT_FACTOR[$species])) {
            throw new \InvalidArgumentException("unknown species: $species");
        }
        if ($greenKg <= 0) {
            throw new \InvalidArgumentException("hide $tag: green weight must be positive");
        }
        if ($areaM2 < 0) {
            throw new \InvalidArgumentException("hide $tag: negative area");
        }
    }

    public function peltKg(): float
    {
        return $this->greenKg * self::PELT_FACTOR[$this->species];
    }

    public function shavedKg(): float
    {
        return $this->peltKg() * self::SHAVED_FACTOR;
    }
}
