<?php

declare(strict_types=1);

namespace Tuckshop;

final class Basket
{
    /** @var array<string, int> quantity by product code, in the order scanned */
    private array $lines = [];

    public function add(string $code, int $quantity = 1): self
    {
        if ($quantity <= 0) {
            throw new \InvalidArgumentException('Quantity must be positive');
        }
        $this->lines[$code] = ($this->lines[$code] ?? 0) + $quantity;
        return $this;
    }

    /** @return array<string, int> */
    public function lines(): array
    {
        return $this->lines;
    }

    public function isEmpty(): bool
    {
        return $this->lines === [];
    }
}
