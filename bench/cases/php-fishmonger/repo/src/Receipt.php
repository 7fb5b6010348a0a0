<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * The slip that goes in the bag.
 */
final class Receipt
{
    private const WIDTH = 44;

    public function __construct(private readonly string $shopName = 'Harbour Street Fish')
    {
    }

    public function render(Bill $bill): string
    {
        $order = $bill->order;
        $out = [];
        $out[] = $this->centre($this->shopName);
        $out[] = sprintf(
            'Order for %s, %s %s',
            $order->customer,
            $order->delivered ? 'delivery' : 'collection',
            $order->collectOn->format('D j M'),
        );
        $out[] = str_repeat('-', self::WIDTH);
        foreach ($bill->lines as $priced) {
            $name = $priced->species->name;
            if ($priced->line->preparation !== Preparation::WHOLE) {
                $name .= ', ' . Preparation::label($priced->line->preparation);
            }
            $out[] = $this->row($name, $priced->total());
            $out[] = '  ' . Scale::format($priced->chargedKg) . ' @ '
                . Money::pence($priced->species->pricePerKg)->format() . '/kg';
        }
        $out[] = str_repeat('-', self::WIDTH);
        $out[] = $this->row('Goods', $bill->goods);
        if (!$bill->discount->isZero()) {
            $out[] = $this->row(sprintf('Trade discount %s%%', $this->percent($bill->discountPercent)), $bill->discount->times(-1));
        }
        if ($order->delivered) {
            $out[] = $this->row('Delivery', $bill->delivery);
        }
        $out[] = $this->row('Total', $bill->total());
        return implode("\n", $out) . "\n";
    }

    private function row(string $label, Money $amount): string
    {
        $value = $amount->format();
        $space = max(1, self::WIDTH - mb_strlen($label) - mb_strlen($value));
        return $label . str_repeat(' ', $space) . $value;
    }

    private function centre(string $text): string
    {
        $pad = intdiv(max(0, self::WIDTH - mb_strlen($text)), 2);
        return str_repeat(' ', $pad) . $text;
    }

    private function percent(float $percent): string
    {
        return rtrim(rtrim(sprintf('%.1f', $percent), '0'), '.');
    }
}
