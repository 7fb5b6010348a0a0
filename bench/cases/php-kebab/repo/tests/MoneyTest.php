<?php

use Kebab\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testFormat(): void
    {
        $this->assertSame('£7.50', Money::format(750));
        $this->assertSame('£0.05', Money::format(5));
        $this->assertSame('-£1.20', Money::format(-120));
    }
}
