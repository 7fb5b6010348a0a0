<?php

namespace Kebab;

/** An order: menu lines with quantities, collection or delivery. */
final class Order
{
    /** @var array<string, int> code => quantity */
    private array $lines = [];

    public function __construct(private Menu $menu, private bool $delivery = false, private string $postcode = '')
    {
        if ($delivery && $postcode === '') {
            throw new \InvalidArgumentException('delivery needs a postcode');
        }
    }

    public function add(string $code, int $qty = 1): void
    {
        if ($qty < 1) {
            throw new \InvalidArgumentException('quantity must be at least 1');
        }
        $this->menu->item($code);
        $this->lines[$code] = ($this->lines[$code] ?? 0) + $qty;
    }

    public function remove(string $code): void
    {
        unset($this->lines[$code]);
    }

    /** @return array<string, int> */
    public function lines(): array
    {
        return $this->lines;
    }

    public function itemCount(): int
    {
        return array_sum($this->lines);
    }

    public function subtotal(): int
    {
        $total = 0;
        foreach ($this->lines as $code => $qty) {
            $total += $this->menu->item($code)['pence'] * $qty;
        }
        return $total;
    }

    public function menu(): Menu
    {
        return $this->menu;
    }

    public function isDelivery(): bool
    {
        return $this->delivery;
    }

    public function postcode(): string
    {
        return $this->postcode;
    }
}
