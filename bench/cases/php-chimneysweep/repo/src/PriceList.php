<?php

declare(strict_types=1);

namespace Sweep;

final class PriceList
{
    /** @param array<string, int> $perFluePence by Appliance value */
    public function __construct(
        private readonly array $perFluePence,
        public readonly int $perQuarterHourPence,
        public readonly int $freeMiles,
        public readonly int $perMilePence,
        public readonly int $vatPercent,
    ) {
    }

    public static function standard(): self
    {
        return new self(
            ['open fire' => 5500, 'wood burner' => 6500, 'range cooker' => 8000],
            perQuarterHourPence: 900,
            freeMiles: 10,
            perMilePence: 45,
            vatPercent: 20,
        );
    }

    public function flue(Appliance $appliance): int
    {
        if (!isset($this->perFluePence[$appliance->value])) {
            throw new \DomainException("no price for a {$appliance->value}");
        }
        return $this->perFluePence[$appliance->value];
    }

    /** Miles each way past the free radius, charged there and back. */
    public function mileage(int $milesFromBase): int
    {
        return 2 * max(0, $milesFromBase - $this->freeMiles) * $this->perMilePence;
    }
}
