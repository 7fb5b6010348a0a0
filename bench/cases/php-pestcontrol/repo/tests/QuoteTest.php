<?php

declare(strict_types=1);

namespace Pestcontrol\Tests;

use DateTimeImmutable;
use Pestcontrol\Pest;
use Pestcontrol\Premises;
use Pestcontrol\Quote;
use PHPUnit\Framework\TestCase;

final class QuoteTest extends TestCase
{
    public function testRatsInAHouse(): void
    {
        $house = new Premises('12 Mill Lane', 85.0, 36.0);
        $quote = Quote::forJob(Pest::Rats, $house, new DateTimeImmutable('2024-03-06'));

        self::assertSame([
            ['Rats treatment visit', 3, 6500],
            ['Block bait (g)', 960, 2],
        ], $quote->lines());
        self::assertSame(21420, $quote->netPence());
        self::assertSame(4284, $quote->vatPence());
        self::assertSame(25704, $quote->totalPence());
        self::assertSame('2024-03-20', $quote->lastVisit()->format('Y-m-d'));
    }

    public function testCockroachesInACafe(): void
    {
        $cafe = new Premises('Harbour Cafe', 120.0, 50.0, commercial: true, foodBusiness: true);
        $quote = Quote::forJob(Pest::Cockroaches, $cafe, new DateTimeImmutable('2024-03-04'));

        // 8500 x 175% = 14875 a visit; 120 m² -> 6 l spray -> 60 ml a visit.
        self::assertSame([
            ['Cockroaches treatment visit', 3, 14875],
            ['Insecticide concentrate (ml)', 180, 15],
        ], $quote->lines());
        self::assertSame(3 * 14875 + 180 * 15, $quote->netPence());
    }

    public function testFleaFollowUpAvoidsSunday(): void
    {
        $flat = new Premises('Flat 3', 62.0, 34.0);
        $quote = Quote::forJob(Pest::Fleas, $flat, new DateTimeImmutable('2024-03-14'));

        self::assertSame('2024-03-25', $quote->lastVisit()->format('Y-m-d'));
        self::assertStringContainsString('Visits: Thu 14 Mar, Mon 25 Mar', $quote->summary());
    }

    public function testSummaryTotals(): void
    {
        $house = new Premises('12 Mill Lane', 85.0, 36.0);
        $summary = Quote::forJob(Pest::Rats, $house, new DateTimeImmutable('2024-03-06'))->summary();

        self::assertStringStartsWith("Rats at 12 Mill Lane\n", $summary);
        self::assertStringContainsString('Net £214.20, VAT £42.84, total £257.04', $summary);
    }
}
