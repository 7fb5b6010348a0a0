<?php

declare(strict_types=1);

namespace PigeonRace\Geo;

/**
 * Race distances. Results are flown in yards, so everything here is in yards.
 */
final class Distance
{
    public const EARTH_RADIUS_METRES = 6371008.8;
    public const METRES_PER_YARD = 0.9144;
    public const YARDS_PER_MILE = 1760;

    /**
     * Great-circle (haversine) distance between two points, in yards.
     */
    public static function yardsBetween(Coordinate $a, Coordinate $b): float
    {
        $lat1 = deg2rad($a->latitude);
        $lat2 = deg2rad($b->latitude);
        $dLat = $lat2 - $lat1;
        $dLon = deg2rad($b->longitude - $a->longitude);

        $h = sin($dLat / 2) ** 2 + cos($lat1) * cos($lat2) * sin($dLon / 2) ** 2;
        $metres = 2 * self::EARTH_RADIUS_METRES * asin(min(1.0, sqrt($h)));

        return $metres / self::METRES_PER_YARD;
    }
}
