<?php

declare(strict_types=1);

namespace Sweep\Tests;

use PHPUnit\Framework\TestCase;
use Sweep\Support\Money;

final class MoneyTest extends TestCase
{
    public function testFormatsPoundsWithThousands(): void
    {
        $this->assertSame('£1,234.56', Money::format(123456));
        $this->assertSame('£0.07', Money::format(7));
        $this->assertSame('-£12.00', Money::format(-1200));
    }

    public function testVatRoundsHalfUp(): void
    {
        $this->assertSame(2000, Money::vat(10000, 20));
        $this->assertSame(248, Money::vat(1238, 20)); // 247.6
        $this->assertSame(3, Money::vat(50, 5)); // 2.5
    }
}
