<?php

declare(strict_types=1);

namespace Tuckshop;

final class Stock
{
    /** @var array<string, int> */
    private array $levels = [];

    public function restock(string $code, int $quantity): void
    {
        if ($quantity <= 0) {
            throw new \InvalidArgumentException('Restock quantity must be positive');
        }
        $this->levels[$code] = $this->level($code) + $quantity;
    }

    public function level(string $code): int
    {
        return $this->levels[$code] ?? 0;
    }

    public function has(string $code, int $quantity): bool
    {
        return $this->level($code) >= $quantity;
    }

    public function take(string $code, int $quantity): void
    {
        if (!$this->has($code, $quantity)) {
            throw new \LogicException("Only {$this->level($code)} of $code left");
        }
        $this->levels[$code] -= $quantity;
    }

    /**
     * Codes at or below the reorder level, lowest first.
     *
     * @return array<string, int>
     */
    public function low(int $reorderLevel): array
    {
        $low = array_filter($this->levels, static fn (int $q) => $q <= $reorderLevel);
        asort($low);
        return $low;
    }
}
