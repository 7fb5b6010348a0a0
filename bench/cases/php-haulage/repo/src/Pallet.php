<?php

declare(strict_types=1);

namespace Haulage;

final class Pallet
{
    public function __construct(
        public readonly PalletType $type,
        public readonly int $weightKg,
        public readonly float $heightM,
    ) {
        if ($weightKg <= 0) {
            throw new \InvalidArgumentException('A pallet must weigh something');
        }
        if ($weightKg > $type->maxWeightKg()) {
            throw new \InvalidArgumentException(sprintf(
                '%s of %d kg is over its %d kg limit',
                $type->label(),
                $weightKg,
                $type->maxWeightKg(),
            ));
        }
        if ($heightM > $type->maxHeightM()) {
            throw new \InvalidArgumentException(sprintf(
                '%s of %.2f m is over its %.2f m height limit',
                $type->label(),
                $heightM,
                $type->maxHeightM(),
            ));
        }
    }

    /** Builds the cheapest pallet that the goods fit on. */
    public static function fitted(int $weightKg, float $heightM): self
    {
        return new self(PalletType::smallestFor($weightKg, $heightM), $weightKg, $heightM);
    }
}
