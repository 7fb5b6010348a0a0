<?php

namespace Kebab;

/** The till receipt for an order. */
final class Receipt
{
    public static function total(Order $order): int
    {
        return $order->subtotal() + Delivery::fee($order);
    }

    public static function render(Order $order): string
    {
        $out = [];
        foreach ($order->lines() as $code => $qty) {
            $item = $order->menu()->item($code);
            $out[] = sprintf('%2d x %-20s %8s', $qty, $item['name'], Money::format($item['pence'] * $qty));
        }
        $fee = Delivery::fee($order);
        if ($order->isDelivery()) {
            $out[] = sprintf('     %-20s %8s', 'Delivery', $fee === 0 ? 'free' : Money::format($fee));
        }
        $out[] = sprintf('     %-20s %8s', 'Total', Money::format(self::total($order)));
        $allergens = Allergens::inOrder($order);
        if ($allergens !== []) {
            $out[] = 'Contains: ' . implode(', ', $allergens);
        }
        return implode("\n", $out) . "\n";
    }
}
