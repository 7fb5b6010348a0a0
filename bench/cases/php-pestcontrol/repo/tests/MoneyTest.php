<?php

declare(strict_types=1);

namespace Pestcontrol\Tests;

use Pestcontrol\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testVatRoundsHalfUp(): void
    {
        self::assertSame(2000, Money::vat(10000));
        self::assertSame(1, Money::vat(3));
        self::assertSame(0, Money::vat(2));
    }

    public function testFormat(): void
    {
        self::assertSame('£0.05', Money::format(5));
        self::assertSame('£1,234.50', Money::format(123450));
        self::assertSame('-£12.00', Money::format(-1200));
    }
}
