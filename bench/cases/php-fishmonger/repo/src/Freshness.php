<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * How long fish may stay on the slab, counted in whole days from landing.
 */
final class Freshness
{
    public const FRESH = 'fresh';
    public const SELL_TODAY = 'sell today';
    public const WITHDRAW = 'withdraw';

    /** Days on ice after landing, by kind of fish. */
    private const SLAB_DAYS = [
        Species::WHITE => 4,
        Species::FLAT => 3,
        Species::OILY => 2,
        Species::SHELLFISH => 1,
    ];

    public static function slabDays(Species $species): int
    {
        return self::SLAB_DAYS[$species->kind];
    }

    public static function ageInDays(Batch $batch, \DateTimeImmutable $today): int
    {
        $landed = $batch->landedOn->setTime(0, 0);
        $day = $today->setTime(0, 0);
        if ($day < $landed) {
            throw new \InvalidArgumentException("Batch {$batch->reference} has not landed yet");
        }
        return (int) $landed->diff($day)->days;
    }

    public static function status(Batch $batch, \DateTimeImmutable $today): string
    {
        $age = self::ageInDays($batch, $today);
        $life = self::slabDays($batch->species);
        if ($age < $life) {
            return self::FRESH;
        }
        return $age === $life ? self::SELL_TODAY : self::WITHDRAW;
    }

    /** The last day the batch may be sold. */
    public static function sellBy(Batch $batch): \DateTimeImmutable
    {
        $days = self::slabDays($batch->species);
        return $batch->landedOn->setTime(0, 0)->modify("+{$days} days");
    }
}
