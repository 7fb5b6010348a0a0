<?php

declare(strict_types=1);

namespace PigeonRace\Tests\Geo;

use PHPUnit\Framework\TestCase;
use PigeonRace\Geo\Coordinate;
use PigeonRace\Geo\Distance;
use PigeonRace\Tests\Fixtures;

final class DistanceTest extends TestCase
{
    public function testOneDegreeOfLatitude(): void
    {
        $yards = Distance::yardsBetween(new Coordinate(50.0, 0.0), new Coordinate(51.0, 0.0));

        self::assertEqualsWithDelta(121604.418, $yards, 0.001);
    }

    public function testSamePointIsZero(): void
    {
        $loft = Fixtures::hartley()->position;

        self::assertSame(0.0, Distance::yardsBetween($loft, $loft));
    }

    public function testIsSymmetric(): void
    {
        $a = Fixtures::weymouth()->liberationPoint;
        $b = Fixtures::okonkwo()->position;

        self::assertEqualsWithDelta(Distance::yardsBetween($a, $b), Distance::yardsBetween($b, $a), 1e-6);
    }

    public function testRaceDistances(): void
    {
        self::assertEqualsWithDelta(230428.098, Fixtures::weymouth()->distanceTo(Fixtures::hartley()), 0.001);
        self::assertEqualsWithDelta(1139434.674, Fixtures::tarbes()->distanceTo(Fixtures::okonkwo()), 0.001);
    }
}
