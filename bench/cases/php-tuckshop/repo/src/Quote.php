<?php

declare(strict_types=1);

namespace Tuckshop;

final class Quote
{
    /**
     * @param array<int, array{code: string, name: string, quantity: int, unit: int, total: int}> $lines
     */
    public function __construct(
        public readonly array $lines,
        public readonly int $subtotal,
        public readonly int $discount,
        public readonly int $mealDeals,
    ) {
    }

    public function total(): int
    {
        return $this->subtotal - $this->discount;
    }
}
