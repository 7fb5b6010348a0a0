<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\NurseryCalendar;
use PHPUnit\Framework\TestCase;

final class NurseryCalendarTest extends TestCase
{
    public function testWeekendsAndBankHolidaysAreClosed(): void
    {
        $calendar = new NurseryCalendar(['2025-04-18', '2025-04-21']);
        self::assertTrue($calendar->isOpen(new DateTimeImmutable('2025-04-17')));
        self::assertFalse($calendar->isOpen(new DateTimeImmutable('2025-04-18')));
        self::assertFalse($calendar->isOpen(new DateTimeImmutable('2025-04-19')));
        self::assertFalse($calendar->isOpen(new DateTimeImmutable('2025-04-21')));
    }

    public function testChristmasClosure(): void
    {
        $calendar = new NurseryCalendar();
        self::assertTrue($calendar->isOpen(new DateTimeImmutable('2025-12-23')));
        self::assertFalse($calendar->isOpen(new DateTimeImmutable('2025-12-24')));
        self::assertFalse($calendar->isOpen(new DateTimeImmutable('2025-12-31')));
        self::assertFalse($calendar->isOpen(new DateTimeImmutable('2026-01-01')));
        self::assertTrue($calendar->isOpen(new DateTimeImmutable('2026-01-02')));
    }

    public function testOpenDaysInAMonth(): void
    {
        $calendar = new NurseryCalendar(['2025-04-18', '2025-04-21']);
        $days = $calendar->openDays(2025, 4);
        self::assertCount(20, $days);
        self::assertSame('2025-04-01', $days[0]->format('Y-m-d'));
        self::assertSame('2025-04-30', $days[19]->format('Y-m-d'));
        self::assertCount(17, (new NurseryCalendar())->openDays(2025, 12));
    }
}
