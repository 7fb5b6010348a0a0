<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * One item of an order: so much of a species, prepared so.
 */
final class OrderLine
{
    /**
     * @param float $weightKg the weight the customer takes home, after preparation
     */
    public function __construct(
        public readonly string $speciesCode,
        public readonly float $weightKg,
        public readonly string $preparation = Preparation::WHOLE,
    ) {
        if ($weightKg <= 0) {
            throw new \InvalidArgumentException('An order line needs a positive weight');
        }
    }
}
