<?php

declare(strict_types=1);

namespace Fishmonger;

final class Bill
{
    /**
     * @param PricedLine[] $lines
     */
    public function __construct(
        public readonly Order $order,
        public readonly array $lines,
        public readonly Money $goods,
        public readonly float $discountPercent,
        public readonly Money $discount,
        public readonly Money $delivery,
    ) {
    }

    public function total(): Money
    {
        return $this->goods->minus($this->discount)->plus($this->delivery);
    }

    public function wholeWeightKg(): float
    {
        return array_sum(array_map(static fn (PricedLine $l): float => $l->chargedKg, $this->lines));
    }
}
