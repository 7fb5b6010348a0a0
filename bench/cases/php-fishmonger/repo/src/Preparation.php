<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * What the counter does to a fish before it is wrapped.
 *
 * A customer asks for the weight they take home; the fish is bought whole,
 * so the whole weight needed is the wanted weight over the yield of the
 * preparation. Preparation is charged per kilogram of whole fish.
 */
final class Preparation
{
    public const WHOLE = 'whole';
    public const GUTTED = 'gutted';
    public const FILLETED = 'filleted';
    public const SKINNED = 'skinned';

    /** Pence per kilogram of whole fish. */
    private const CHARGE_PER_KG = [
        self::WHOLE => 0,
        self::GUTTED => 50,
        self::FILLETED => 120,
        self::SKINNED => 160,
    ];

    private const GUTTED_YIELD = 0.88;
    private const SKINNING_YIELD = 0.92;

    public static function all(): array
    {
        return array_keys(self::CHARGE_PER_KG);
    }

    public static function check(string $preparation, Species $species): void
    {
        if (!array_key_exists($preparation, self::CHARGE_PER_KG)) {
            throw new \InvalidArgumentException("Unknown preparation: $preparation");
        }
        if ($species->isShellfish() && $preparation !== self::WHOLE) {
            throw new \InvalidArgumentException("{$species->name} is only sold whole");
        }
    }

    public static function chargePerKg(string $preparation): int
    {
        return self::CHARGE_PER_KG[$preparation];
    }

    /** Share of the whole weight that the customer takes home. */
    public static function yieldFor(string $preparation, Species $species): float
    {
        return match ($preparation) {
            self::WHOLE => 1.0,
            self::GUTTED => self::GUTTED_YIELD,
            self::FILLETED => $species->filletYield,
            self::SKINNED => $species->filletYield * self::SKINNING_YIELD,
        };
    }

    public static function wholeWeightFor(string $preparation, Species $species, float $wantedKg): float
    {
        self::check($preparation, $species);
        return $wantedKg / self::yieldFor($preparation, $species);
    }

    public static function label(string $preparation): string
    {
        return match ($preparation) {
            self::WHOLE => 'whole',
            self::GUTTED => 'gutted',
            self::FILLETED => 'filleted',
            self::SKINNED => 'skinned fillets',
        };
    }
}
