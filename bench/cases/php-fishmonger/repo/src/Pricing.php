<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * Prices orders: whole fish by the kilogram at the board price, plus the
 * preparation charge, less the trade discount, plus delivery.
 */
final class Pricing
{
    public const TRADE_DISCOUNT_PERCENT = 5.0;
    public const DELIVERY_PENCE = 450;
    public const FREE_DELIVERY_FROM_PENCE = 4000;

    public function __construct(
        private readonly Catalogue $catalogue,
        private readonly Scale $scale = new Scale(),
    ) {
    }

    public function priceLine(OrderLine $line): PricedLine
    {
        $species = $this->catalogue->get($line->speciesCode);
        $wholeKg = Preparation::wholeWeightFor($line->preparation, $species, $line->weightKg);
        $chargedKg = $this->scale->chargeable($wholeKg);

        $fish = Money::fromFloat($chargedKg * $species->pricePerKg);
        $preparation = Money::fromFloat($chargedKg * Preparation::chargePerKg($line->preparation));

        return new PricedLine($line, $species, $chargedKg, $fish, $preparation);
    }

    public function priceOrder(Order $order): Bill
    {
        if ($order->isEmpty()) {
            throw new \LogicException("Order for {$order->customer} has no lines");
        }

        $lines = [];
        $goods = Money::zero();
        foreach ($order->lines() as $line) {
            $priced = $this->priceLine($line);
            $lines[] = $priced;
            $goods = $goods->plus($priced->total());
        }

        $percent = $order->trade ? self::TRADE_DISCOUNT_PERCENT : 0.0;
        $discount = $goods->percent($percent);
        $delivery = $this->deliveryCharge($order, $goods->minus($discount));

        return new Bill($order, $lines, $goods, $percent, $discount, $delivery);
    }

    /** Delivery is free once the discounted goods reach the threshold. */
    public function deliveryCharge(Order $order, Money $net): Money
    {
        if (!$order->delivered || $net->isAtLeast(Money::pence(self::FREE_DELIVERY_FROM_PENCE))) {
            return Money::zero();
        }
        return Money::pence(self::DELIVERY_PENCE);
    }
}
