<?php

declare(strict_types=1);

namespace Nursery;

use DateTimeImmutable;

final class Invoice
{
    /** @param list<ChildCharges> $children */
    public function __construct(
        public readonly string $family,
        public readonly DateTimeImmutable $month,
        public readonly array $children,
    ) {
    }

    public function charges(string $name): ChildCharges
    {
        foreach ($this->children as $charges) {
            if ($charges->child->name === $name) {
                return $charges;
            }
        }
        throw new \OutOfBoundsException("no charges for $name");
    }

    public function discount(): int
    {
        return array_sum(array_map(static fn (ChildCharges $c) => $c->discount, $this->children));
    }

    public function total(): int
    {
        return array_sum(array_map(static fn (ChildCharges $c) => $c->total(), $this->children));
    }
}
