<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\DriverHours;
use PHPUnit\Framework\TestCase;

final class DriverHoursTest extends TestCase
{
    public function testDrivingTimeAtTheAverageSpeed(): void
    {
        $hours = new DriverHours();
        self::assertSame(60, $hours->drivingMinutes(60));
        self::assertSame(270, $hours->drivingMinutes(270));
        self::assertSame(1, $hours->drivingMinutes(0.5));
    }

    public function testNoBreakWithinFourAndAHalfHours(): void
    {
        self::assertSame(270, (new DriverHours())->transitMinutes(270));
    }

    public function testBreakAfterFourAndAHalfHours(): void
    {
        // Glasgow to Inverness and back out to Thurso: 5 h of driving.
        self::assertSame(300 + 45, (new DriverHours())->transitMinutes(300));
    }

    public function testDailyRestAfterNineHours(): void
    {
        // 10 h of driving: 4.5 h, break, 4.5 h, daily rest, 1 h.
        self::assertSame(600 + 45 + 660, (new DriverHours())->transitMinutes(600));
    }

    public function testTransitDays(): void
    {
        $hours = new DriverHours();
        self::assertSame(1, $hours->transitDays(10));
        self::assertSame(1, $hours->transitDays(540));
        self::assertSame(2, $hours->transitDays(541));
    }
}
