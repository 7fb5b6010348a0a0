<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\FuelSurcharge;
use PHPUnit\Framework\TestCase;

final class FuelSurchargeTest extends TestCase
{
    public function testNothingAtOrBelowBase(): void
    {
        self::assertSame(0.0, (new FuelSurcharge(115.0))->percent());
        self::assertSame(0.0, (new FuelSurcharge(120.0))->percent());
        self::assertSame(0.0, (new FuelSurcharge(121.9))->percent());
    }

    public function testOnePercentPerFullTwoPence(): void
    {
        self::assertSame(1.0, (new FuelSurcharge(122.0))->percent());
        self::assertSame(7.0, (new FuelSurcharge(135.4))->percent());
    }

    public function testCapped(): void
    {
        self::assertSame(25.0, (new FuelSurcharge(190.0))->percent());
    }

    public function testAppliedToAnAmount(): void
    {
        self::assertSame(784, (new FuelSurcharge(135.4))->on(11200));
    }
}
