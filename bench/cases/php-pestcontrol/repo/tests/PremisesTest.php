<?php

declare(strict_types=1);

namespace Pestcontrol\Tests;

use InvalidArgumentException;
use Pestcontrol\Premises;
use PHPUnit\Framework\TestCase;

final class PremisesTest extends TestCase
{
    public function testMultipliers(): void
    {
        self::assertSame(100, (new Premises('house', 90, 40))->rateMultiplierPercent());
        self::assertSame(150, (new Premises('office', 300, 80, commercial: true))->rateMultiplierPercent());
        self::assertSame(175, (new Premises('cafe', 120, 50, commercial: true, foodBusiness: true))->rateMultiplierPercent());
    }

    public function testFoodBusinessMustBeCommercial(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Premises('kitchen', 20, 18, commercial: false, foodBusiness: true);
    }

    public function testAreaMustBePositive(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Premises('nowhere', 0, 10);
    }
}
