<?php

declare(strict_types=1);

use Borough\Planning\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testFormat(): void
    {
        $this->assertSame('£258.00', Money::format(25_800));
        $this->assertSame('£6,345.00', Money::format(634_500));
        $this->assertSame('£0.05', Money::format(5));
        $this->assertSame('-£12.50', Money::format(-1_250));
    }

    public function testHalfRoundsDown(): void
    {
        $this->assertSame(12_900, Money::half(25_800));
        $this->assertSame(2, Money::half(5));
    }
}
