<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use TownLib\Fines\Calendar;

final class CalendarTest extends TestCase
{
    public function testWeekdaysAreOpen(): void
    {
        $c = new Calendar();
        self::assertTrue($c->isOpenDay(new DateTimeImmutable('2026-03-02'))); // Monday
        self::assertTrue($c->isOpenDay(new DateTimeImmutable('2026-03-07'))); // Saturday
    }

    public function testHolidaysAreClosed(): void
    {
        $c = new Calendar([new DateTimeImmutable('2026-04-03')]);
        self::assertFalse($c->isOpenDay(new DateTimeImmutable('2026-04-03')));
        self::assertTrue($c->isOpenDay(new DateTimeImmutable('2026-04-04')));
    }
}
