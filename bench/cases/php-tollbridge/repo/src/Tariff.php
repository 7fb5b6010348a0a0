<?php

declare(strict_types=1);

namespace TollBridge;

use DateTimeImmutable;

/**
 * Fares in pence by class, with a surcharge in the weekday peaks.
 */
final class Tariff
{
    /** @var array<string, int> */
    private array $fares;

    /** Peak windows on weekdays, as [from, to) in "HH:MM". */
    public const PEAKS = [['07:00', '09:30'], ['16:00', '18:30']];

    public function __construct(?array $fares = null, private int $peakSurchargePct = 25)
    {
        $this->fares = $fares ?? [
            VehicleClass::Motorcycle->value => 60,
            VehicleClass::Car->value => 180,
            VehicleClass::CarWithTrailer->value => 290,
            VehicleClass::Van->value => 290,
            VehicleClass::Bus->value => 520,
            VehicleClass::Hgv->value => 780,
        ];
    }

    public function base(VehicleClass $class): int
    {
        return $this->fares[$class->value];
    }

    public function isPeak(DateTimeImmutable $at): bool
    {
        if ((int) $at->format('N') >= 6) {
            return false;
        }
        $hm = $at->format('H:i');
        foreach (self::PEAKS as [$from, $to]) {
            if ($hm >= $from && $hm < $to) {
                return true;
            }
        }
        return false;
    }

    /**
     * The fare for a crossing: the base fare, plus the peak surcharge rounded
     * to the nearest 10p. Motorcycles pay no surcharge.
     */
    public function fare(VehicleClass $class, DateTimeImmutable $at): int
    {
        $fare = $this->base($class);
        if ($class !== VehicleClass::Motorcycle && $this->isPeak($at)) {
            $fare += (int) (round($fare * $this->peakSurchargePct / 1000) * 10);
        }
        return $fare;
    }
}
