<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\AgeBand;
use Nursery\Child;
use Nursery\Session;
use PHPUnit\Framework\TestCase;

final class AgeBandTest extends TestCase
{
    public function testBoundaries(): void
    {
        self::assertSame(AgeBand::Baby, AgeBand::forAgeInMonths(0));
        self::assertSame(AgeBand::Baby, AgeBand::forAgeInMonths(23));
        self::assertSame(AgeBand::Toddler, AgeBand::forAgeInMonths(24));
        self::assertSame(AgeBand::Toddler, AgeBand::forAgeInMonths(35));
        self::assertSame(AgeBand::Preschool, AgeBand::forAgeInMonths(36));
    }

    public function testBandIsReadOnTheFirstOfTheMonth(): void
    {
        $child = new Child('Ben', new DateTimeImmutable('2023-04-02'));
        self::assertSame(AgeBand::Baby, AgeBand::of($child, new DateTimeImmutable('2025-04-01')));
        self::assertSame(AgeBand::Toddler, AgeBand::of($child, new DateTimeImmutable('2025-05-01')));
    }

    public function testPricesAndHourlyRates(): void
    {
        self::assertSame(7200, AgeBand::Baby->price(Session::Full));
        self::assertSame(3800, AgeBand::Toddler->price(Session::Afternoon));
        self::assertSame(3600, AgeBand::Preschool->price(Session::Morning));
        self::assertSame(720, AgeBand::Baby->hourlyRate());
        self::assertSame(640, AgeBand::Preschool->hourlyRate());
    }
}
