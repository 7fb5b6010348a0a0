<?php

namespace Kebab;

/** The allergen sheet: which of the fourteen declarable allergens an order contains. */
final class Allergens
{
    public const DECLARABLE = [
        'celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk',
        'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya', 'sulphites',
    ];

    /** @return list<string> allergens in the order, in DECLARABLE order */
    public static function inOrder(Order $order): array
    {
        $found = [];
        foreach (array_keys($order->lines()) as $code) {
            foreach ($order->menu()->item($code)['allergens'] as $a) {
                $found[$a] = true;
            }
        }
        return array_values(array_filter(self::DECLARABLE, fn ($a) => isset($found[$a])));
    }

    /** @return list<string> codes in the order that contain the allergen */
    public static function itemsWith(Order $order, string $allergen): array
    {
        if (!in_array($allergen, self::DECLARABLE, true)) {
            throw new \InvalidArgumentException("unknown allergen $allergen");
        }
        $codes = [];
        foreach (array_keys($order->lines()) as $code) {
            if (in_array($allergen, $order->menu()->item($code)['allergens'], true)) {
                $codes[] = $code;
            }
        }
        return $codes;
    }
}
