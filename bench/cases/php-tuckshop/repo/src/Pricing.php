<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * Prices a basket, applying the lunchtime meal deal: one hot item, one drink
 * and one piece of fruit for a fixed price. Each deal takes the dearest
 * remaining item of each kind, so a pupil always gets the best saving.
 */
final class Pricing
{
    public const MEAL_DEAL_PRICE = 250;

    public function __construct(
        private readonly Catalogue $catalogue,
        private readonly int $mealDealPrice = self::MEAL_DEAL_PRICE,
    ) {
    }

    public function quote(Basket $basket): Quote
    {
        $lines = [];
        $subtotal = 0;
        /** @var array<string, int[]> unit prices by category */
        $units = [];
        foreach ($basket->lines() as $code => $quantity) {
            $product = $this->catalogue->get($code);
            $lineTotal = $product->price * $quantity;
            $lines[] = [
                'code' => $code,
                'name' => $product->name,
                'quantity' => $quantity,
                'unit' => $product->price,
                'total' => $lineTotal,
            ];
            $subtotal += $lineTotal;
            for ($i = 0; $i < $quantity; $i++) {
                $units[$product->category->value][] = $product->price;
            }
        }

        [$deals, $discount] = $this->mealDeals($units);
        return new Quote($lines, $subtotal, $discount, $deals);
    }

    /**
     * @param array<string, int[]> $units
     * @return array{0: int, 1: int} number of deals and the total saving
     */
    private function mealDeals(array $units): array
    {
        $hot = $units[Category::Hot->value] ?? [];
        $drinks = $units[Category::Drink->value] ?? [];
        $fruit = $units[Category::Fruit->value] ?? [];
        rsort($hot);
        rsort($drinks);
        rsort($fruit);

        $deals = 0;
        $discount = 0;
        $possible = min(count($hot), count($drinks), count($fruit));
        for ($i = 0; $i < $possible; $i++) {
            $full = $hot[$i] + $drinks[$i] + $fruit[$i];
            if ($full <= $this->mealDealPrice) {
                break; // cheaper bought separately; later items are cheaper still
            }
            $deals++;
            $discount += $full - $this->mealDealPrice;
        }
        return [$deals, $discount];
    }
}
