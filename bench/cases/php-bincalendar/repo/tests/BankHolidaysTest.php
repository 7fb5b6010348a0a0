<?php

declare(strict_types=1);

namespace Northvale\BinCalendar\Tests;

use DateTimeImmutable;
use Northvale\BinCalendar\BankHolidays;
use PHPUnit\Framework\TestCase;

final class BankHolidaysTest extends TestCase
{
    public function testHolidayMondayMovesTheRestOfTheWeek(): void
    {
        $h = new BankHolidays('2026-05-04');
        self::assertSame('2026-05-05', $h->shift(new DateTimeImmutable('2026-05-04'))->format('Y-m-d'));
        self::assertSame('2026-05-08', $h->shift(new DateTimeImmutable('2026-05-07'))->format('Y-m-d'));
    }

    public function testDaysBeforeTheHolidayStay(): void
    {
        $h = new BankHolidays('2026-12-25');
        self::assertSame('2026-12-24', $h->shift(new DateTimeImmutable('2026-12-24'))->format('Y-m-d'));
        self::assertSame('2026-12-26', $h->shift(new DateTimeImmutable('2026-12-25'))->format('Y-m-d'));
    }

    public function testOrdinaryWeek(): void
    {
        $h = new BankHolidays('2026-05-04');
        self::assertSame('2026-05-14', $h->shift(new DateTimeImmutable('2026-05-14'))->format('Y-m-d'));
    }
}
