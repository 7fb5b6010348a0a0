<?php

declare(strict_types=1);

namespace Pestcontrol\Tests;

use DateTimeImmutable;
use InvalidArgumentException;
use Pestcontrol\Contract;
use Pestcontrol\Premises;
use PHPUnit\Framework\TestCase;

final class ContractTest extends TestCase
{
    private static function cafe(): Premises
    {
        return new Premises('Harbour Cafe', 120.0, 50.0, commercial: true, foodBusiness: true);
    }

    public function testFoodBusinessGetsEightVisits(): void
    {
        $contract = Contract::annual(self::cafe(), new DateTimeImmutable('2024-04-08'));

        $dates = array_map(static fn (DateTimeImmutable $d): string => $d->format('Y-m-d'), $contract->visits);
        self::assertSame([
            '2024-04-08', '2024-05-23', '2024-07-08', '2024-08-21',
            '2024-10-05', '2024-11-19', '2025-01-03', '2025-02-17',
        ], $dates);
        self::assertSame('2025-04-07', $contract->end()->format('Y-m-d'));
    }

    public function testFoodBusinessPricing(): void
    {
        $contract = Contract::annual(self::cafe(), new DateTimeImmutable('2024-04-08'));

        self::assertSame(67200, $contract->annualNetPence());
        self::assertSame(80640, $contract->annualGrossPence());
        self::assertSame(6720, $contract->monthlyPence());
    }

    public function testOfficeGetsSixVisits(): void
    {
        $office = new Premises('Quayside Offices', 400.0, 90.0, commercial: true);
        $contract = Contract::annual($office, new DateTimeImmutable('2024-04-08'));

        self::assertCount(6, $contract->visits);
        self::assertSame('2025-02-03', $contract->visits[5]->format('Y-m-d'));
        self::assertSame(43200, $contract->annualNetPence());
        self::assertSame(4320, $contract->monthlyPence());
    }

    public function testMonthlyRoundsUp(): void
    {
        $shop = new Premises('Corner Shop', 60.0, 32.0, commercial: true);
        $contract = Contract::annual($shop, new DateTimeImmutable('2024-04-08'));
        self::assertGreaterThanOrEqual($contract->annualGrossPence(), 12 * $contract->monthlyPence());
    }

    public function testDomesticPremisesRejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Contract::annual(new Premises('house', 90, 40), new DateTimeImmutable('2024-04-08'));
    }
}
