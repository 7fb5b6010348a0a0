<?php

declare(strict_types=1);

namespace Haulage;

enum PalletType: string
{
    case Full = 'full';
    case Half = 'half';
    case Quarter = 'quarter';
    case Micro = 'micro';

    /** Heaviest gross weight the network accepts for this pallet, in kg. */
    public function maxWeightKg(): int
    {
        return match ($this) {
            self::Full => 1000,
            self::Half => 500,
            self::Quarter => 250,
            self::Micro => 150,
        };
    }

    /** Tallest stack allowed, in metres, pallet base included. */
    public function maxHeightM(): float
    {
        return match ($this) {
            self::Full => 2.2,
            self::Half => 1.1,
            self::Quarter => 0.8,
            self::Micro => 0.6,
        };
    }

    public function label(): string
    {
        return ucfirst($this->value) . ' pallet';
    }

    /**
     * The smallest pallet type that takes the given weight and height.
     */
    public static function smallestFor(int $weightKg, float $heightM): self
    {
        foreach ([self::Micro, self::Quarter, self::Half, self::Full] as $type) {
            if ($weightKg <= $type->maxWeightKg() && $heightM <= $type->maxHeightM()) {
                return $type;
            }
        }

        throw new \InvalidArgumentException(
            sprintf('%d kg at %.2f m is over the full pallet limits', $weightKg, $heightM)
        );
    }
}
