<?php

declare(strict_types=1);

namespace Locksmith\Invoice;

use Locksmith\Money;

final class InvoiceLine
{
    public function __construct(
        public readonly string $description,
        public readonly int $quantity,
        public readonly Money $unitPrice,
    ) {
        if ($quantity < 1) {
            throw new \InvalidArgumentException("Quantity must be at least 1, got $quantity");
        }
    }

    public function amount(): Money
    {
        return $this->unitPrice->times($this->quantity);
    }
}
