<?php

declare(strict_types=1);

namespace PigeonRace\Tests;

use DateTimeImmutable;
use PigeonRace\Geo\Coordinate;
use PigeonRace\Race\Loft;
use PigeonRace\Race\Race;
use PigeonRace\Timing\ClockCheck;

/**
 * Three lofts of a Midlands club and two of its races.
 */
final class Fixtures
{
    public static function hartley(): Loft
    {
        return new Loft('H07', 'J. Hartley', Coordinate::fromDms('52 28 15 N, 1 53 40 W'));
    }

    public static function okonkwo(): Loft
    {
        return new Loft('O12', 'A. Okonkwo', Coordinate::fromDms('52 31 02 N, 1 49 18 W'));
    }

    public static function pryce(): Loft
    {
        return new Loft('P03', 'Pryce & Son', Coordinate::fromDms('52 24 50 N, 1 58 05 W'));
    }

    /** A 130-mile sprint from Weymouth. */
    public static function weymouth(): Race
    {
        return new Race(
            'Weymouth',
            Coordinate::fromDms('50 36 30 N, 2 27 20 W'),
            new DateTimeImmutable('2024-06-15 07:15:00'),
        );
    }

    /** A 600-mile race from Tarbes; the birds are out overnight. */
    public static function tarbes(): Race
    {
        return new Race(
            'Tarbes',
            Coordinate::fromDms('43 14 00 N, 0 04 40 E'),
            new DateTimeImmutable('2024-07-06 06:45:00'),
        );
    }

    /** A clock that ran true. */
    public static function trueClock(string $setAt, string $checkedAt): ClockCheck
    {
        return new ClockCheck(
            new DateTimeImmutable($setAt),
            new DateTimeImmutable($checkedAt),
            new DateTimeImmutable($checkedAt),
        );
    }
}
