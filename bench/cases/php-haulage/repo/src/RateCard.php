<?php

declare(strict_types=1);

namespace Haulage;

/**
 * Per-pallet prices in pence by delivery zone, next-day economy service.
 */
final class RateCard
{
    /** @var array<string, array<int, int>> */
    private const DELIVERY = [
        'full' => [1 => 6500, 2 => 7800, 3 => 11200, 4 => 16500],
        'half' => [1 => 4800, 2 => 5900, 3 => 8600, 4 => 12900],
        'quarter' => [1 => 3900, 2 => 4700, 3 => 6900, 4 => 10400],
        'micro' => [1 => 2900, 2 => 3500, 3 => 5200, 4 => 7900],
    ];

    /** Discount on each pallet after the first in one consignment, percent. */
    public const MULTI_PALLET_DISCOUNT = 10.0;

    public function price(PalletType $type, int $deliveryZone): int
    {
        if (!isset(self::DELIVERY[$type->value][$deliveryZone])) {
            throw new \OutOfRangeException("No rate for zone $deliveryZone");
        }

        return self::DELIVERY[$type->value][$deliveryZone];
    }
}
