<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\Money;

final class MoneyTest extends TestCase
{
    public function testFormatsPounds(): void
    {
        self::assertSame('£0.05', Money::format(5));
        self::assertSame('£1,234.50', Money::format(123450));
        self::assertSame('-£2.00', Money::format(-200));
    }

    public function testPercentRoundsHalfUp(): void
    {
        self::assertSame(13, Money::percent(250, 5.0));
        self::assertSame(1000, Money::vat(5000));
    }
}
