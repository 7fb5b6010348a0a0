<?php

declare(strict_types=1);

namespace Haulage;

/**
 * The network's fuel surcharge: one percent for every full 2p a litre that
 * the weekly bulk diesel price stands above the 120p base, capped at 25%.
 */
final class FuelSurcharge
{
    public const BASE_PENCE_PER_LITRE = 120.0;
    public const STEP_PENCE_PER_LITRE = 2.0;
    public const CAP_PERCENT = 25.0;

    public function __construct(private readonly float $dieselPencePerLitre)
    {
        if ($dieselPencePerLitre <= 0) {
            throw new \InvalidArgumentException('Diesel price must be positive');
        }
    }

    public function percent(): float
    {
        $over = $this->dieselPencePerLitre - self::BASE_PENCE_PER_LITRE;
        if ($over <= 0) {
            return 0.0;
        }
        $steps = floor($over / self::STEP_PENCE_PER_LITRE);

        return min((float) $steps, self::CAP_PERCENT);
    }

    public function on(int $pence): int
    {
        return Money::percentOf($pence, $this->percent());
    }
}
