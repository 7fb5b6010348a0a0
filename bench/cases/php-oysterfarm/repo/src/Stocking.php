<?php

declare(strict_types=1);

namespace Oysterfarm;

/**
 * How many oysters go in a bag. Bags are thinned as the oysters grow: a bag
 * of seed holds thousands, a bag of No. 1s only a hundred.
 */
final class Stocking
{
    /** Seed straight from the hatchery, before any grading. */
    public const SEED_PER_BAG = 2000;

    /** Undersize oysters put back out to grow on. */
    public const REGROW_PER_BAG = 800;

    private const PER_BAG = [
        '0' => 80,
        '1' => 100,
        '2' => 150,
        '3' => 200,
        '4' => 300,
        '5' => 500,
    ];

    public static function perBag(Grade $grade): int
    {
        return self::PER_BAG[$grade->value];
    }

    /** Bags needed to hold the given number of oysters; a part-filled bag counts. */
    public static function bagsNeeded(int $oysters, int $perBag): int
    {
        if ($perBag <= 0) {
            throw new \InvalidArgumentException('A bag must hold at least one oyster');
        }
        if ($oysters < 0) {
            throw new \InvalidArgumentException('Cannot bag a negative number of oysters');
        }

        return intdiv($oysters + $perBag - 1, $perBag);
    }

    public static function seedBags(int $seed): int
    {
        return self::bagsNeeded($seed, self::SEED_PER_BAG);
    }
}
