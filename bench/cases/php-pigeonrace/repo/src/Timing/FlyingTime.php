<?php

declare(strict_types=1);

namespace PigeonRace\Timing;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Time on the wing between liberation and arrival.
 *
 * In races that go overnight the hours of darkness are not flown, so they are
 * taken out of the flying time.
 */
final class FlyingTime
{
    private const DARK_FROM = [22, 0];
    private const DARK_UNTIL = [5, 30];

    public static function seconds(DateTimeImmutable $liberated, DateTimeImmutable $arrived): int
    {
        if ($arrived <= $liberated) {
            throw new InvalidArgumentException('Arrival must be after liberation');
        }

        return $arrived->getTimestamp() - $liberated->getTimestamp()
            - self::darkSeconds($liberated, $arrived);
    }

    public static function minutes(DateTimeImmutable $liberated, DateTimeImmutable $arrived): float
    {
        return self::seconds($liberated, $arrived) / 60;
    }

    private static function darkSeconds(DateTimeImmutable $from, DateTimeImmutable $to): int
    {
        $total = 0;
        $dusk = $from->modify('-1 day')->setTime(...self::DARK_FROM);
        while ($dusk < $to) {
            $dawn = $dusk->modify('+1 day')->setTime(...self::DARK_UNTIL);
            $start = max($dusk, $from);
            $end = min($dawn, $to);
            if ($end > $start) {
                $total += $end->getTimestamp() - $start->getTimestamp();
            }
            $dusk = $dusk->modify('+1 day');
        }

        return $total;
    }
}
