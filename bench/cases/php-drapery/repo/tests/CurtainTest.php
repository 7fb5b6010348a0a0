<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Curtain;
use Drapery\Heading;
use Drapery\Window;
use PHPUnit\Framework\TestCase;

final class CurtainTest extends TestCase
{
    public function testFlatWidth(): void
    {
        $this->assertSame(272.5, Fixtures::lounge()->flatWidthCm());
        $this->assertSame(156.25, Fixtures::study()->flatWidthCm());
    }

    public function testWidths(): void
    {
        $this->assertSame(3, Fixtures::lounge()->widthsPerCurtain());
        $this->assertSame(6, Fixtures::lounge()->totalWidths());
        $this->assertSame(2, Fixtures::study()->widthsPerCurtain());
        $this->assertSame(3, Fixtures::bedroom()->totalWidths());
    }

    public function testNarrowCurtainTakesOneWidth(): void
    {
        $c = new Curtain(new Window('landing', 60.0, 120.0), Fixtures::linen(), Heading::of('eyelet'));
        $this->assertSame(1, $c->widthsPerCurtain());
    }

    public function testPlainCutLength(): void
    {
        $this->assertSame(167.5, Fixtures::bedroom()->cutLengthCm());
    }

    public function testCutLengthRoundsUpToRepeats(): void
    {
        // 228 + 20 + 7.5 = 255.5, four repeats of 64
        $this->assertSame(256.0, Fixtures::lounge()->cutLengthCm());
    }

    public function testCutLengthOnAWholeRepeat(): void
    {
        $this->assertSame(192.0, Fixtures::study()->cutLengthCm());
    }

    public function testTotalFabricAddsOneRepeatForPattern(): void
    {
        $this->assertSame(1600.0, Fixtures::lounge()->totalFabricCm());
        $this->assertSame(502.5, Fixtures::bedroom()->totalFabricCm());
    }
}
