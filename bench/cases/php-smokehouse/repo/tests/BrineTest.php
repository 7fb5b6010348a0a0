<?php

declare(strict_types=1);

namespace Smokehouse\Tests;

use PHPUnit\Framework\TestCase;
use Smokehouse\Brine;
use Smokehouse\Catalogue;

final class BrineTest extends TestCase
{
    public function testSaltForPercentOfWholeBrine(): void
    {
        // 8% of the brine's weight: 10 kg water takes 869.6 g salt
        $this->assertSame(869.6, Brine::saltGrams(10.0, 8.0));
        $this->assertSame(250.0, Brine::saltGrams(4.75, 5.0));
    }

    public function testNoWater(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Brine::saltGrams(0.0, 8.0);
    }

    public function testWaterRoundedUpToHalfLitres(): void
    {
        $this->assertSame(6.0, Brine::waterFor(4.0));
        $this->assertSame(5.5, Brine::waterFor(3.5));
        $this->assertSame(2.0, Brine::waterFor(1.2, 1.5));
    }

    public function testMinutesByThickness(): void
    {
        $c = Catalogue::standard();
        $this->assertSame(360, Brine::minutes($c->get('SAL-SIDE'), 3.0));
        $this->assertSame(113, Brine::minutes($c->get('TRT-FIL'), 1.25));
        $this->assertSame(45, Brine::minutes($c->get('HAD-FIN'), 1.5));
    }

    public function testThicknessMustBePositive(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Brine::minutes(Catalogue::standard()->get('SAL-SIDE'), 0.0);
    }
}
