<?php

declare(strict_types=1);

namespace DrivingRange\Tests;

use DrivingRange\Money;
use PHPUnit\Framework\TestCase;

final class MoneyTest extends TestCase
{
    public function testArithmetic(): void
    {
        $a = Money::pence(1250);
        $this->assertSame(1750, $a->add(Money::pence(500))->pence);
        $this->assertSame(750, $a->subtract(Money::pence(500))->pence);
        $this->assertSame(1875, $a->times(1.5)->pence);
        $this->assertSame(250, $a->percent(20)->pence);
        $this->assertTrue(Money::pounds(12.5)->equals($a));
        $this->assertTrue(Money::zero()->isZero());
    }

    public function testPercentRoundsToThePenny(): void
    {
        $this->assertSame(3, Money::pence(13)->percent(25)->pence);
        $this->assertSame(4, Money::pence(15)->percent(25)->pence);
    }

    public function testFormat(): void
    {
        $this->assertSame('£0.00', Money::zero()->format());
        $this->assertSame('£12.05', (string) Money::pence(1205));
        $this->assertSame('-£3.40', Money::pence(-340)->format());
    }
}
