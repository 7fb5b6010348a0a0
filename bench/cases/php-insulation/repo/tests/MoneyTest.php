<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testFormatsPounds(): void
    {
        self::assertSame('£0.05', Money::format(5));
        self::assertSame('£24.50', Money::format(2450));
        self::assertSame('£1,234.56', Money::format(123456));
        self::assertSame('-£3.00', Money::format(-300));
    }

    public function testPercentRoundsHalfUp(): void
    {
        self::assertSame(0, Money::percentOf(12345, 0));
        self::assertSame(2469, Money::percentOf(12345, 20));
        self::assertSame(3, Money::percentOf(50, 5));
        self::assertSame(617, Money::percentOf(12345, 5));
    }
}
