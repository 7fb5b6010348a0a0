<?php

declare(strict_types=1);

namespace Northvale\BinCalendar\Tests;

use DateTimeImmutable;
use Northvale\BinCalendar\BankHolidays;
use Northvale\BinCalendar\Bin;
use Northvale\BinCalendar\Calendar;
use Northvale\BinCalendar\Property;
use Northvale\BinCalendar\Round;
use PHPUnit\Framework\TestCase;

final class CalendarTest extends TestCase
{
    private static function property(bool $garden = false): Property
    {
        $round = new Round('Thu East', 4, new DateTimeImmutable('2026-01-08'));
        return new Property('100012345678', '7 Orchard Close', $round, $garden);
    }

    private static function dates(array $collections): array
    {
        return array_map(static fn (array $c): string => $c['date']->format('Y-m-d'), $collections);
    }

    public function testEveryThursday(): void
    {
        $c = (new Calendar())->month(self::property(), 2026, 3);
        self::assertSame(['2026-03-05', '2026-03-12', '2026-03-19', '2026-03-26'], self::dates($c));
    }

    public function testNothingBeforeTheFirstCollection(): void
    {
        $c = (new Calendar())->month(self::property(), 2026, 1);
        self::assertSame(['2026-01-08', '2026-01-15', '2026-01-22', '2026-01-29'], self::dates($c));
    }

    public function testBankHolidayMovesACollectionIntoTheNextMonth(): void
    {
        // Good Friday 2026-04-03 does not move Thursday; a holiday Monday 2026-08-31 moves Thursday 3 Sept
        $calendar = new Calendar(new BankHolidays('2026-08-31'));
        self::assertSame(['2026-09-04', '2026-09-10', '2026-09-17', '2026-09-24'], self::dates($calendar->month(self::property(), 2026, 9)));
    }

    public function testGardenBinForSubscribers(): void
    {
        $c = (new Calendar())->month(self::property(true), 2026, 3);
        self::assertSame([Bin::Food, Bin::General, Bin::Recycling, Bin::Garden], $c[0]['bins']);
    }
}
