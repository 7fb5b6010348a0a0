<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Units;

final class UnitsTest extends TestCase
{
    public function testKilogramsPassThrough(): void
    {
        $this->assertSame(12.5, Units::toKg(12.5, 'kg'));
    }

    public function testPoundsBecomeKilograms(): void
    {
        $this->assertEqualsWithDelta(45.36, Units::toKg(100.0, 'lb'), 0.01);
    }

    public function testParseWeight(): void
    {
        $this->assertSame(31.5, Units::parseWeight('31.5 kg'));
        $this->assertEqualsWithDelta(31.75, Units::parseWeight('70lb'), 0.01);
    }

    public function testParseWeightRejectsOtherUnits(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Units::parseWeight('3 stone');
    }

    public function testPounds(): void
    {
        $this->assertSame('£26.36', Units::pounds(2636));
        $this->assertSame('£1,204.05', Units::pounds(120405));
        $this->assertSame('-£0.07', Units::pounds(-7));
    }
}
