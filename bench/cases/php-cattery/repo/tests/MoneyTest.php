<?php

declare(strict_types=1);

use Pennant\Cattery\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testFormat(): void
    {
        $this->assertSame('£0.05', Money::format(5));
        $this->assertSame('£14.50', Money::format(1450));
        $this->assertSame('£1,207.50', Money::format(120750));
        $this->assertSame('-£3.00', Money::format(-300));
    }

    public function testPercentRoundsHalfUp(): void
    {
        $this->assertSame(638, Money::percent(2550, 25));
        $this->assertSame(363, Money::percent(1450, 25));
        $this->assertSame(0, Money::percent(1, 25));
    }
}
