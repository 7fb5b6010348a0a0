<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Thermal;
use PHPUnit\Framework\TestCase;

final class ThermalTest extends TestCase
{
    public function testResistanceIsThicknessOverConductivity(): void
    {
        self::assertEqualsWithDelta(2.273, Thermal::resistance(100, 0.044), 0.001);
        self::assertEqualsWithDelta(2.273, Thermal::resistance(50, 0.022), 0.001);
    }

    public function testBareCeiling(): void
    {
        self::assertEqualsWithDelta(2.778, Thermal::uValue([]), 0.001);
    }

    public function testRecommendedDepth(): void
    {
        self::assertEqualsWithDelta(0.154, Thermal::uValue([[100, 0.044], [170, 0.044]]), 0.001);
    }
}
