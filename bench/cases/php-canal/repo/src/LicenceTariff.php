<?php

declare(strict_types=1);

namespace Towpath\Canal;

use InvalidArgumentException;

/**
 * The navigation authority's licence tariff: an annual fee by length band, a
 * widebeam surcharge, and shorter licences as a share of the annual fee.
 */
final class LicenceTariff
{
    /** Upper bound of each band in metres (exclusive) => annual fee in pence. */
    public const BANDS = [
        6.0 => 61300,
        8.0 => 72400,
        10.0 => 83500,
        12.0 => 94600,
        15.0 => 105700,
        18.0 => 116800,
        21.0 => 127900,
    ];
    /** Boats of 21 m and over. */
    public const LONGEST = 139000;

    public const WIDEBEAM_SURCHARGE_PERCENT = 10;

    /** Months => share of the annual fee in percent. */
    public const PERIODS = [12 => 100, 6 => 55, 3 => 30];

    public function annualFee(Boat $boat): int
    {
        $fee = self::LONGEST;
        foreach (self::BANDS as $upTo => $bandFee) {
            if ($boat->length < $upTo) {
                $fee = $bandFee;
                break;
            }
        }
        if ($boat->isWidebeam()) {
            $fee += Money::percent($fee, self::WIDEBEAM_SURCHARGE_PERCENT);
        }

        return $fee;
    }

    public function fee(Boat $boat, int $months): int
    {
        if (!isset(self::PERIODS[$months])) {
            throw new InvalidArgumentException("no {$months}-month licence");
        }

        return Money::percent($this->annualFee($boat), self::PERIODS[$months]);
    }

    public function band(Boat $boat): string
    {
        $lower = 0.0;
        foreach (array_keys(self::BANDS) as $upTo) {
            if ($boat->length < $upTo) {
                return sprintf('%.0f-%.0f m', $lower, $upTo);
            }
            $lower = $upTo;
        }

        return sprintf('%.0f m and over', $lower);
    }
}
