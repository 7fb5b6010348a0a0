<?php

declare(strict_types=1);

namespace Drapery;

/**
 * Lengths in the workroom: windows are measured in centimetres (or inches on
 * older job sheets), fabric is sold by the metre and money is kept in pence.
 */
final class Units
{
    public const CM_PER_INCH = 2.54;

    public static function inchesToCm(float $inches): float
    {
        return round($inches * self::CM_PER_INCH, 1);
    }

    public static function cmToMm(float $cm): int
    {
        return (int) round($cm * 10);
    }

    /** Metres of fabric for a length in centimetres, rounded up to the next 10 cm. */
    public static function metresToOrder(float $cm): float
    {
        return ceil(round($cm, 6) / 10) / 10;
    }

    public static function formatPence(int $pence): string
    {
        $sign = $pence < 0 ? '-' : '';
        $pence = abs($pence);
        return sprintf('%s£%d.%02d', $sign, intdiv($pence, 100), $pence % 100);
    }

    public static function formatCm(float $cm): string
    {
        return rtrim(rtrim(sprintf('%.1f', $cm), '0'), '.') . ' cm';
    }
}
