<?php

declare(strict_types=1);

namespace Nursery;

/**
 * One child's part of a monthly invoice.
 */
final class ChildCharges
{
    /**
     * @param array<string, int> $sessions session value => count
     */
    public function __construct(
        public readonly Child $child,
        public readonly AgeBand $band,
        public readonly array $sessions,
        public readonly int $fees,
        public readonly float $bookedHours,
        public readonly float $fundedHours,
        public readonly int $fundedDeduction,
        public readonly int $consumables,
        public readonly int $discount = 0,
    ) {
    }

    /** The part of the bill a family discount is taken from. */
    public function discountable(): int
    {
        return $this->fees - $this->fundedDeduction;
    }

    public function withDiscount(int $discount): self
    {
        return new self(
            $this->child,
            $this->band,
            $this->sessions,
            $this->fees,
            $this->bookedHours,
            $this->fundedHours,
            $this->fundedDeduction,
            $this->consumables,
            $discount,
        );
    }

    public function total(): int
    {
        return $this->fees - $this->fundedDeduction + $this->consumables - $this->discount;
    }
}
