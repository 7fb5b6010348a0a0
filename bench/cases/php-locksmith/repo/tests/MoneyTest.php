<?php

declare(strict_types=1);

namespace Locksmith\Tests;

use Locksmith\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testParsesPounds(): void
    {
        $this->assertSame(1250, Money::pounds('12.5')->pence);
        $this->assertSame(1205, Money::pounds('12.05')->pence);
        $this->assertSame(7500, Money::pounds('75')->pence);
        $this->assertSame(-300, Money::pounds('-3.00')->pence);
    }

    public function testRejectsMalformedAmounts(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Money::pounds('12.505');
    }

    public function testArithmetic(): void
    {
        $a = Money::pounds('10.40');
        $this->assertSame(1540, $a->add(Money::pence(500))->pence);
        $this->assertSame(540, $a->subtract(Money::pence(500))->pence);
        $this->assertSame(3120, $a->times(3)->pence);
        $this->assertSame(0, Money::sum([])->pence);
        $this->assertSame(1200, Money::sum([Money::pence(700), Money::pence(500)])->pence);
    }

    public function testPercentRoundsHalfUpToThePenny(): void
    {
        $this->assertSame(208, Money::pence(1040)->percent(20)->pence);
        $this->assertSame(3, Money::pence(25)->percent(10)->pence);
        $this->assertSame(2, Money::pence(24)->percent(10)->pence);
    }

    public function testFormat(): void
    {
        $this->assertSame('£0.00', Money::zero()->format());
        $this->assertSame('£7.05', Money::pence(705)->format());
        $this->assertSame('£1,234.50', Money::pence(123450)->format());
        $this->assertSame('-£3.00', Money::pence(-300)->format());
    }
}
