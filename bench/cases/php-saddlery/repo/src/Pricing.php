<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

final class Pricing
{
    /** Options and their price in pence, before VAT. */
    public const OPTIONS = [
        'knee-blocks' => 14500,
        'wool-panels' => 22000,
        'monogram' => 6500,
    ];

    /** An extra-wide tree needs a wider tree blank and more leather. */
    public const EXTRA_WIDE_PENCE = 9500;

    public const VAT_PERCENT = 20;

    public static function net(Order $order): int
    {
        $net = $order->fitting->model->basePence;
        foreach ($order->options as $option) {
            $net += self::OPTIONS[$option];
        }
        if ($order->fitting->tree === TreeWidth::ExtraWide) {
            $net += self::EXTRA_WIDE_PENCE;
        }
        return $net;
    }

    public static function vat(Order $order): int
    {
        return intdiv(self::net($order) * self::VAT_PERCENT + 50, 100);
    }

    public static function gross(Order $order): int
    {
        return self::net($order) + self::vat($order);
    }
}
