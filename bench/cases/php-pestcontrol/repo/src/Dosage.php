<?php

declare(strict_types=1);

namespace Pestcontrol;

/**
 * How much bait and insecticide a treatment needs.
 */
final class Dosage
{
    /** Bait stations go round the perimeter at most this far apart (m). */
    public const STATION_SPACING_M = 10.0;

    /** Minimum stations on any rodent job. */
    public const MIN_STATIONS = 4;

    /** Grams of block bait loaded into each station per visit. */
    public const BAIT_GRAMS_PER_STATION = 80;

    /** Diluted spray applied per square metre (ml). */
    public const SPRAY_ML_PER_M2 = 50;

    /** Concentrate per litre of diluted spray (ml). */
    public const CONCENTRATE_ML_PER_LITRE = 10;

    public static function baitStations(Premises $p): int
    {
        return max(self::MIN_STATIONS, (int) ceil($p->perimeterM / self::STATION_SPACING_M));
    }

    public static function baitGramsPerVisit(Premises $p): int
    {
        return self::baitStations($p) * self::BAIT_GRAMS_PER_STATION;
    }

    /** Litres of diluted spray for the floor area, rounded up to 0.5 l. */
    public static function sprayLitres(Premises $p): float
    {
        $litres = $p->floorAreaM2 * self::SPRAY_ML_PER_M2 / 1000;
        return ceil($litres * 2) / 2;
    }

    public static function concentrateMl(Premises $p): int
    {
        return (int) round(self::sprayLitres($p) * self::CONCENTRATE_ML_PER_LITRE);
    }
}
