<?php

declare(strict_types=1);

namespace Northvale\BinCalendar\Tests;

use DateTimeImmutable;
use Northvale\BinCalendar\Property;
use Northvale\BinCalendar\Round;
use PHPUnit\Framework\TestCase;

final class RoundTest extends TestCase
{
    public function testFirstCollectionOnTheRoundsDay(): void
    {
        $round = new Round('Thu East', 4, new DateTimeImmutable('2026-01-08'));
        self::assertSame('Thu East', $round->name);
    }

    public function testRejectsFirstCollectionOnAnotherDay(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Round('Thu East', 4, new DateTimeImmutable('2026-01-07'));
    }

    public function testNoWeekendRounds(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Round('Sat', 6, new DateTimeImmutable('2026-01-10'));
    }

    public function testPropertyNeedsAUprn(): void
    {
        $round = new Round('Thu East', 4, new DateTimeImmutable('2026-01-08'));
        $this->expectException(\InvalidArgumentException::class);
        new Property('10 Mill Lane', '10 Mill Lane', $round);
    }
}
