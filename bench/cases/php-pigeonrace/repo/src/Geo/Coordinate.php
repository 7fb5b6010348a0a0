<?php

declare(strict_types=1);

namespace PigeonRace\Geo;

use InvalidArgumentException;

/**
 * A point on the earth in decimal degrees, north and east positive.
 */
final class Coordinate
{
    public function __construct(
        public readonly float $latitude,
        public readonly float $longitude,
    ) {
        if ($latitude < -90.0 || $latitude > 90.0) {
            throw new InvalidArgumentException("Latitude out of range: {$latitude}");
        }
        if ($longitude < -180.0 || $longitude > 180.0) {
            throw new InvalidArgumentException("Longitude out of range: {$longitude}");
        }
    }

    /**
     * Parses the degrees/minutes/seconds form used on loft registration cards,
     * e.g. "52 28 15 N, 1 53 40 W".
     */
    public static function fromDms(string $text): self
    {
        $parts = array_map('trim', explode(',', $text));
        if (count($parts) !== 2) {
            throw new InvalidArgumentException("Expected 'lat, lon': {$text}");
        }

        return new self(
            self::parseAngle($parts[0], ['N' => 1, 'S' => -1]),
            self::parseAngle($parts[1], ['E' => 1, 'W' => -1]),
        );
    }

    /**
     * @param array<string, int> $hemispheres
     */
    private static function parseAngle(string $text, array $hemispheres): float
    {
        if (!preg_match('/^(\d{1,3})\s+(\d{1,2})\s+(\d{1,2}(?:\.\d+)?)\s*([NSEW])$/i', $text, $m)) {
            throw new InvalidArgumentException("Cannot read angle: {$text}");
        }
        $hemisphere = strtoupper($m[4]);
        if (!isset($hemispheres[$hemisphere])) {
            throw new InvalidArgumentException("Wrong hemisphere in: {$text}");
        }
        $minutes = (int) $m[2];
        $seconds = (float) $m[3];
        if ($minutes >= 60 || $seconds >= 60.0) {
            throw new InvalidArgumentException("Minutes and seconds must be below 60: {$text}");
        }

        return $hemispheres[$hemisphere] * ((int) $m[1] + $minutes / 60 + $seconds / 3600);
    }
}
