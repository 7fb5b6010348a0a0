<?php

declare(strict_types=1);

namespace TollBridge;

use InvalidArgumentException;

/**
 * Works out a vehicle's class from what the lane's loops and light curtain see.
 */
final class Classifier
{
    /** Height in centimetres above which a two-axle vehicle is a van, not a car. */
    public const VAN_HEIGHT_CM = 195;

    /** Seats above which a high two-axle vehicle is a bus. */
    public const BUS_SEATS = 16;

    public function classify(int $axles, int $heightCm, bool $trailer = false, int $seats = 0): VehicleClass
    {
        if ($axles < 2 || $heightCm <= 0) {
            throw new InvalidArgumentException("cannot classify {$axles} axles, {$heightCm} cm");
        }
        if ($axles === 2 && $heightCm < 140 && !$trailer && $seats <= 2) {
            // Only motorcycles are this low with two axles and no more than a pillion.
            return VehicleClass::Motorcycle;
        }
        if ($seats > self::BUS_SEATS) {
            return VehicleClass::Bus;
        }
        if ($heightCm >= self::VAN_HEIGHT_CM) {
            return $axles > 2 ? VehicleClass::Hgv : VehicleClass::Van;
        }
        if ($trailer) {
            return VehicleClass::CarWithTrailer;
        }
        return $axles > 2 ? VehicleClass::Hgv : VehicleClass::Car;
    }
}
