<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Units;
use PHPUnit\Framework\TestCase;

final class UnitsTest extends TestCase
{
    public function testInchesToCm(): void
    {
        $this->assertSame(2.5, Units::inchesToCm(1));
        $this->assertSame(228.6, Units::inchesToCm(90));
    }

    public function testCmToMm(): void
    {
        $this->assertSame(2286, Units::cmToMm(228.6));
        $this->assertSame(686, Units::cmToMm(68.6));
        $this->assertSame(0, Units::cmToMm(0.0));
    }

    public function testMetresToOrderRoundsUpToTenCentimetres(): void
    {
        $this->assertSame(16.0, Units::metresToOrder(1600.0));
        $this->assertSame(8.4, Units::metresToOrder(832.0));
        $this->assertSame(5.1, Units::metresToOrder(502.5));
        $this->assertSame(0.1, Units::metresToOrder(0.5));
    }

    public function testFormatPence(): void
    {
        $this->assertSame('£768.00', Units::formatPence(76800));
        $this->assertSame('£98.15', Units::formatPence(9815));
        $this->assertSame('-£0.05', Units::formatPence(-5));
    }

    public function testFormatCm(): void
    {
        $this->assertSame('256 cm', Units::formatCm(256.0));
        $this->assertSame('167.5 cm', Units::formatCm(167.5));
    }
}
