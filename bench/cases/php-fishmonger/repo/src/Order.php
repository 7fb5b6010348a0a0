<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * A counter or telephone order.
 */
final class Order
{
    /** @var OrderLine[] */
    private array $lines = [];

    public function __construct(
        public readonly string $customer,
        public readonly \DateTimeImmutable $collectOn,
        public readonly bool $trade = false,
        public readonly bool $delivered = false,
    ) {
    }

    public function add(OrderLine $line): self
    {
        $this->lines[] = $line;
        return $this;
    }

    /** Adds a line from a weight as the customer says it ("1lb 4oz"). */
    public function addSpoken(string $speciesCode, string $weight, string $preparation = Preparation::WHOLE): self
    {
        return $this->add(new OrderLine($speciesCode, Scale::parse($weight), $preparation));
    }

    /** @return OrderLine[] */
    public function lines(): array
    {
        return $this->lines;
    }

    public function isEmpty(): bool
    {
        return $this->lines === [];
    }
}
