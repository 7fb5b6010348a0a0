<?php

declare(strict_types=1);

namespace Smokehouse;

/**
 * Brine mixing and brining times. Strength is salt as a percentage of the
 * whole brine's weight (salt plus water), as the curing sheets give it.
 */
final class Brine
{
    /** Grams of salt to dissolve in the given litres of water for a brine of $percent %. */
    public static function saltGrams(float $waterLitres, float $percent): float
    {
        if ($waterLitres <= 0) {
            throw new \InvalidArgumentException('no water');
        }
        $waterGrams = $waterLitres * 1000.0;
        return round($waterGrams * $percent / (100.0 - $percent), 1);
    }

    /** Litres of water for a tub that must cover $rawKg of fish at $litresPerKg. */
    public static function waterFor(float $rawKg, float $litresPerKg = 1.5): float
    {
        return ceil($rawKg * $litresPerKg * 2) / 2;
    }

    /** Brining time in minutes for a piece of the given thickness in centimetres. */
    public static function minutes(Product $product, float $thicknessCm): int
    {
        if ($thicknessCm <= 0) {
            throw new \InvalidArgumentException('thickness must be positive');
        }
        return (int) round($product->brineHoursPerCm * $thicknessCm * 60);
    }
}
