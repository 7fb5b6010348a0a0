<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Towpath\Canal\Money;

final class MoneyTest extends TestCase
{
    public function testFormat(): void
    {
        $this->assertSame('£0.07', Money::format(7));
        $this->assertSame('£183.75', Money::format(18375));
        $this->assertSame('£1,168.00', Money::format(116800));
        $this->assertSame('-£12.50', Money::format(-1250));
    }

    public function testPercentRoundsHalfUp(): void
    {
        $this->assertSame(64240, Money::percent(116800, 55));
        $this->assertSame(13, Money::percent(125, 10));
        $this->assertSame(2, Money::percent(5, 30));
    }

    public function testPerMetre(): void
    {
        $this->assertSame(18375, Money::perMetre(1050, 17.5));
        $this->assertSame(7088, Money::perMetre(1050, 6.75));
    }

    public function testSum(): void
    {
        $this->assertSame(0, Money::sum([]));
        $this->assertSame(300, Money::sum([100, 250, -50]));
    }
}
