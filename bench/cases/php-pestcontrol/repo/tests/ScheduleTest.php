<?php

declare(strict_types=1);

namespace Pestcontrol\Tests;

use DateTimeImmutable;
use InvalidArgumentException;
use Pestcontrol\Schedule;
use PHPUnit\Framework\TestCase;

final class ScheduleTest extends TestCase
{
    /** @param list<DateTimeImmutable> $dates */
    private static function ymd(array $dates): array
    {
        return array_map(static fn (DateTimeImmutable $d): string => $d->format('Y-m-d'), $dates);
    }

    public function testWeeklyVisits(): void
    {
        $dates = Schedule::visits(new DateTimeImmutable('2024-03-05'), 3, 7);
        self::assertSame(['2024-03-05', '2024-03-12', '2024-03-19'], self::ymd($dates));
    }

    public function testSundayVisitMovesToMonday(): void
    {
        // Sat 2 Mar, then Sun 10 Mar (moved to Mon 11), then Mon 18 Mar.
        $dates = Schedule::visits(new DateTimeImmutable('2024-03-02'), 3, 8);
        self::assertSame(['2024-03-02', '2024-03-11', '2024-03-18'], self::ymd($dates));
    }

    public function testSaturdayIsAWorkingDay(): void
    {
        $dates = Schedule::visits(new DateTimeImmutable('2024-03-09'), 2, 14);
        self::assertSame(['2024-03-09', '2024-03-23'], self::ymd($dates));
    }

    public function testRoutineVisitsSpreadOverTheYear(): void
    {
        $dates = Schedule::routine(new DateTimeImmutable('2024-01-08'), 4);
        self::assertSame(['2024-01-08', '2024-04-08', '2024-07-08', '2024-10-07'], self::ymd($dates));
    }

    public function testRejectsZeroVisits(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Schedule::visits(new DateTimeImmutable('2024-03-05'), 0, 7);
    }

    public function testRejectsTooManyRoutineVisits(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Schedule::routine(new DateTimeImmutable('2024-03-05'), 53);
    }
}
