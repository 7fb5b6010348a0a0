<?php

declare(strict_types=1);

namespace Nursery\Tests;

use Nursery\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testFormat(): void
    {
        self::assertSame('£0.07', Money::format(7));
        self::assertSame('£64.00', Money::format(6400));
        self::assertSame('£1,234.50', Money::format(123450));
        self::assertSame('-£304.00', Money::format(-30400));
    }

    public function testPercentRoundsHalfUp(): void
    {
        self::assertSame(4540, Money::percent(45400, 0.10));
        self::assertSame(1, Money::percent(5, 0.10));
        self::assertSame(0, Money::percent(4, 0.10));
    }

    public function testForHours(): void
    {
        self::assertSame(30400, Money::forHours(640, 47.5));
        self::assertSame(7125, Money::forHours(150, 47.5));
        self::assertSame(0, Money::forHours(640, 0.0));
    }
}
