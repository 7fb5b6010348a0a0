<?php

declare(strict_types=1);

namespace TollBridge;

/**
 * The toll classes on the bridge's tariff board.
 */
enum VehicleClass: string
{
    case Motorcycle = 'M';
    case Car = '1';
    case CarWithTrailer = '2';
    case Van = '3';
    case Bus = '4';
    case Hgv = '5';

    public function label(): string
    {
        return match ($this) {
            self::Motorcycle => 'Motorcycle',
            self::Car => 'Car',
            self::CarWithTrailer => 'Car with trailer',
            self::Van => 'Van',
            self::Bus => 'Bus or coach',
            self::Hgv => 'Goods vehicle',
        };
    }

    /**
     * Classes that may use a prepaid tag account.
     */
    public function tagEligible(): bool
    {
        return $this !== self::Bus && $this !== self::Hgv;
    }
}
