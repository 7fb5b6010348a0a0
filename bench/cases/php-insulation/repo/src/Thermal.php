<?php

declare(strict_types=1);

namespace Insulation;

/**
 * U-values for a ceiling under a ventilated loft, by the simple method:
 * surface resistances plus the layers' resistances, inverted.
 */
final class Thermal
{
    /** Inside surface resistance, heat flow upwards (m²K/W). */
    public const RSI = 0.10;
    /** Resistance of the ventilated loft space and roof above (m²K/W). */
    public const RSE = 0.20;
    /** The plasterboard ceiling itself (m²K/W). */
    public const R_CEILING = 0.06;

    public static function resistance(int $thicknessMm, float $conductivity): float
    {
        return $thicknessMm / 1000 / $conductivity;
    }

    /**
     * @param list<array{int, float}> $layers each [thickness in mm, conductivity in W/mK]
     */
    public static function uValue(array $layers): float
    {
        $total = self::RSI + self::R_CEILING + self::RSE;
        foreach ($layers as [$mm, $lambda]) {
            $total += self::resistance($mm, $lambda);
        }
        return 1 / $total;
    }
}
