<?php

namespace Kebab;

/** Delivery zones by postcode district, each with a fee and a minimum order. */
final class Delivery
{
    public const ZONES = [
        'LS6' => ['fee' => 150, 'minimum' => 1000],
        'LS2' => ['fee' => 200, 'minimum' => 1200],
        'LS3' => ['fee' => 200, 'minimum' => 1200],
        'LS4' => ['fee' => 250, 'minimum' => 1500],
    ];

    /** Free delivery for orders of this much or more (before any discount). */
    public const FREE_OVER = 2500;

    public static function district(string $postcode): string
    {
        $postcode = strtoupper(trim($postcode));
        $parts = preg_split('/\s+/', $postcode);
        if (count($parts) === 1 && strlen($postcode) > 3) {
            return substr($postcode, 0, -3);
        }
        return $parts[0];
    }

    public static function covers(string $postcode): bool
    {
        return isset(self::ZONES[self::district($postcode)]);
    }

    /** The delivery fee in pence for an order, or an exception if it cannot be delivered. */
    public static function fee(Order $order): int
    {
        if (!$order->isDelivery()) {
            return 0;
        }
        $district = self::district($order->postcode());
        if (!isset(self::ZONES[$district])) {
            throw new \DomainException("we do not deliver to $district");
        }
        $zone = self::ZONES[$district];
        $subtotal = $order->subtotal();
        if ($subtotal < $zone['minimum']) {
            throw new \DomainException(sprintf('minimum order for %s is %d', $district, $zone['minimum']));
        }
        return $subtotal >= self::FREE_OVER ? 0 : $zone['fee'];
    }
}
