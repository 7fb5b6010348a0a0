<?php

declare(strict_types=1);

namespace Oysterfarm;

/** Plain-text invoice for the delivery note. */
final class Invoice
{
    public function __construct(private readonly PriceList $prices)
    {
    }

    public function render(Order $order, string $number): string
    {
        $rows = [sprintf('Invoice %s for %s', $number, $order->customer), ''];
        foreach ($order->lines() as $value => $dozens) {
            $grade = Grade::from((string) $value);
            $rows[] = sprintf(
                '%-6s %3d doz @ %s %s',
                $grade->label(),
                $dozens,
                self::right(Money::format($this->prices->perDozen($grade)), 8),
                self::right(Money::format($this->prices->perDozen($grade) * $dozens), 10),
            );
        }
        $rows[] = '';
        $rows[] = self::total('Subtotal', Money::format($order->subtotal($this->prices)));
        $discount = $order->discount($this->prices);
        if ($discount > 0) {
            $rows[] = self::total('Trade discount', Money::format(-$discount));
        }
        $rows[] = self::total('Delivery', $order->delivery() === 0 ? 'free' : Money::format($order->delivery()));
        $rows[] = self::total('Total', Money::format($order->total($this->prices)));

        return implode("\n", $rows) . "\n";
    }

    private static function total(string $label, string $amount): string
    {
        return sprintf('%-29s %s', $label, self::right($amount, 10));
    }

    /** Right-align by characters, not bytes: the pound sign is two bytes. */
    private static function right(string $text, int $width): string
    {
        return str_repeat(' ', max(0, $width - mb_strlen($text))) . $text;
    }
}
