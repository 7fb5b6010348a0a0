<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\Child;
use Nursery\Funding;
use PHPUnit\Framework\TestCase;

final class FundingTest extends TestCase
{
    /** @return iterable<string, array{string, string}> */
    public static function birthdays(): iterable
    {
        yield 'spring birthday' => ['2021-02-10', '2024-04-01'];
        yield 'summer birthday' => ['2021-05-14', '2024-09-01'];
        yield 'autumn birthday' => ['2021-10-30', '2025-01-01'];
        yield 'born on a term start' => ['2021-04-01', '2024-09-01'];
        yield 'new year birthday' => ['2022-01-01', '2025-04-01'];
        yield 'last day of the year' => ['2021-12-31', '2025-01-01'];
    }

    /** @dataProvider birthdays */
    public function testEligibleFromTheTermAfterTheThirdBirthday(string $born, string $from): void
    {
        $child = new Child('Child', new DateTimeImmutable($born));
        self::assertEquals(new DateTimeImmutable($from), Funding::eligibleFrom($child));
    }

    public function testMonthlyHours(): void
    {
        $universal = new Child('Ada', new DateTimeImmutable('2021-05-14'));
        $extended = new Child('Eli', new DateTimeImmutable('2021-05-14'), thirtyHours: true);
        self::assertSame(0.0, Funding::monthlyHours($universal, new DateTimeImmutable('2024-08-01')));
        self::assertSame(47.5, Funding::monthlyHours($universal, new DateTimeImmutable('2024-09-01')));
        self::assertSame(95.0, Funding::monthlyHours($extended, new DateTimeImmutable('2025-04-01')));
    }
}
