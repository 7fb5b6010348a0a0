<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * A fish or shellfish on the price board.
 */
final class Species
{
    public const WHITE = 'white';
    public const FLAT = 'flat';
    public const OILY = 'oily';
    public const SHELLFISH = 'shellfish';

    /**
     * @param int   $pricePerKg   price of the whole fish in pence per kilogram
     * @param float $filletYield  share of the whole weight that ends up as skin-on fillet
     * @param int[] $closedMonths months (1-12) in which we do not buy it in
     */
    public function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly string $kind,
        public readonly int $pricePerKg,
        public readonly float $filletYield,
        public readonly array $closedMonths = [],
    ) {
        if (!in_array($kind, [self::WHITE, self::FLAT, self::OILY, self::SHELLFISH], true)) {
            throw new \InvalidArgumentException("Unknown kind of fish: $kind");
        }
        if ($filletYield <= 0.0 || $filletYield > 1.0) {
            throw new \InvalidArgumentException("Fillet yield must be in (0, 1]: $filletYield");
        }
    }

    public function isShellfish(): bool
    {
        return $this->kind === self::SHELLFISH;
    }

    public function inSeason(int $month): bool
    {
        return !in_array($month, $this->closedMonths, true);
    }
}
