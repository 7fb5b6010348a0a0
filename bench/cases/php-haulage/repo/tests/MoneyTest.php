<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testFormatsPounds(): void
    {
        self::assertSame('£0.05', Money::format(5));
        self::assertSame('£112.00', Money::format(11200));
        self::assertSame('£1,234.56', Money::format(123456));
        self::assertSame('-£7.80', Money::format(-780));
    }

    public function testPercentRoundsHalfUp(): void
    {
        self::assertSame(1120, Money::percentOf(11200, 10.0));
        self::assertSame(3, Money::percentOf(25, 10.0));
        self::assertSame(0, Money::percentOf(4, 10.0));
        self::assertSame(-3, Money::percentOf(-25, 10.0));
    }

    public function testSum(): void
    {
        self::assertSame(0, Money::sum([]));
        self::assertSame(150, Money::sum([100, 75, -25]));
    }
}
