<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testArithmetic(): void
    {
        $a = Money::pence(1250);
        $b = Money::pence(399);
        $this->assertSame(1649, $a->plus($b)->pence);
        $this->assertSame(851, $a->minus($b)->pence);
        $this->assertSame(-1250, $a->times(-1)->pence);
    }

    public function testRoundsHalfUp(): void
    {
        $this->assertSame(3, Money::fromFloat(2.5)->pence);
        $this->assertSame(-3, Money::fromFloat(-2.5)->pence);
        $this->assertSame(2, Money::fromFloat(2.49)->pence);
    }

    public function testPercent(): void
    {
        $this->assertSame(63, Money::pence(1250)->percent(5)->pence);
        $this->assertSame(94, Money::pence(1250)->percent(7.5)->pence);
        $this->assertSame(0, Money::pence(1250)->percent(0)->pence);
    }

    public function testFormat(): void
    {
        $this->assertSame('£0.05', Money::pence(5)->format());
        $this->assertSame('£12.50', Money::pence(1250)->format());
        $this->assertSame('£1,234.56', Money::pence(123456)->format());
        $this->assertSame('-£3.20', Money::pence(-320)->format());
    }

    public function testComparisons(): void
    {
        $this->assertTrue(Money::zero()->isZero());
        $this->assertTrue(Money::pence(4000)->isAtLeast(Money::pence(4000)));
        $this->assertFalse(Money::pence(3999)->isAtLeast(Money::pence(4000)));
    }
}
