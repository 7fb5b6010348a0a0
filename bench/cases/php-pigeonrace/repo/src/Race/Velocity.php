<?php

declare(strict_types=1);

namespace PigeonRace\Race;

use DateTimeImmutable;
use PigeonRace\Timing\FlyingTime;

final class Velocity
{
    /**
     * Yards per minute flown.
     */
    public static function yardsPerMinute(float $yards, DateTimeImmutable $liberated, DateTimeImmutable $arrived): float
    {
        return $yards / FlyingTime::minutes($liberated, $arrived);
    }
}
