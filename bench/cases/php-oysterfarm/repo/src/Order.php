<?php

declare(strict_types=1);

namespace Oysterfarm;

/** A customer's order: dozens of oysters by grade. */
final class Order
{
    /** Trade customers get this discount on orders of TRADE_DISCOUNT_DOZENS or more. */
    public const TRADE_DISCOUNT_PERCENT = 10;
    public const TRADE_DISCOUNT_DOZENS = 20;

    /** Delivery is free from this many dozen. */
    public const FREE_DELIVERY_DOZENS = 10;
    public const DELIVERY_PENCE = 850;

    /** @var array<string, int> dozens per Grade value, in the order first added */
    private array $lines = [];

    public function __construct(
        public readonly string $customer,
        public readonly bool $trade = false,
    ) {
    }

    public function add(Grade $grade, int $dozens): self
    {
        if ($dozens <= 0) {
            throw new \InvalidArgumentException('Order at least a dozen');
        }
        $this->lines[$grade->value] = ($this->lines[$grade->value] ?? 0) + $dozens;

        return $this;
    }

    /** @return array<string, int> */
    public function lines(): array
    {
        return $this->lines;
    }

    public function dozens(): int
    {
        return array_sum($this->lines);
    }

    public function subtotal(PriceList $prices): int
    {
        $pence = 0;
        foreach ($this->lines as $value => $dozens) {
            $pence += $prices->perDozen(Grade::from((string) $value)) * $dozens;
        }

        return $pence;
    }

    public function discount(PriceList $prices): int
    {
        if (!$this->trade || $this->dozens() < self::TRADE_DISCOUNT_DOZENS) {
            return 0;
        }

        return Money::percent($this->subtotal($prices), self::TRADE_DISCOUNT_PERCENT);
    }

    public function delivery(): int
    {
        return $this->dozens() >= self::FREE_DELIVERY_DOZENS ? 0 : self::DELIVERY_PENCE;
    }

    public function total(PriceList $prices): int
    {
        return $this->subtotal($prices) - $this->discount($prices) + $this->delivery();
    }
}
