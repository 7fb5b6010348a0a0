<?php

declare(strict_types=1);

namespace Lambing\Tests;

use Lambing\Ewe;
use Lambing\Flock;
use Lambing\Scanning;
use PHPUnit\Framework\TestCase;

final class ScanningTest extends TestCase
{
    public function testScanningPercent(): void
    {
        $scanning = new Scanning(Fixtures::flock());
        self::assertSame(8, $scanning->ewesScanned());
        self::assertSame(13, $scanning->lambsScanned());
        self::assertSame(162.5, $scanning->scanningPercent());
    }

    public function testNothingScanned(): void
    {
        self::assertSame(0.0, (new Scanning(new Flock()))->scanningPercent());
    }

    public function testGroupSizes(): void
    {
        self::assertSame(
            [Ewe::BARREN => 1, Ewe::SINGLE => 2, Ewe::TWIN => 4, Ewe::TRIPLET => 1],
            (new Scanning(Fixtures::flock()))->groupSizes()
        );
    }

    public function testLeanEwesGetExtra(): void
    {
        $flock = Fixtures::flock();
        $scanning = new Scanning($flock);
        self::assertSame(0.5, $scanning->dailyConcentrate($flock->get(Fixtures::tag(101))));
        self::assertEqualsWithDelta(0.85, $scanning->dailyConcentrate($flock->get(Fixtures::tag(103))), 1e-9);
        self::assertEqualsWithDelta(0.35, $scanning->dailyConcentrate($flock->get(Fixtures::tag(107))), 1e-9);
        self::assertSame(0.0, $scanning->dailyConcentrate($flock->get(Fixtures::tag(104))));
    }

    public function testSixWeekFeedPlan(): void
    {
        $plan = (new Scanning(Fixtures::flock()))->feedPlan(42);
        self::assertSame([
            Ewe::BARREN => 0.0,
            Ewe::SINGLE => 25.2,
            Ewe::TWIN => 84.0,
            Ewe::TRIPLET => 35.7,
        ], $plan);
    }
}
