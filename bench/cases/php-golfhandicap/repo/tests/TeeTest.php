<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Tee;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class TeeTest extends TestCase
{
    public function testParAndHoles(): void
    {
        $tee = Fixtures::yellow();
        $this->assertSame(18, $tee->holes());
        $this->assertSame(71, $tee->par());
        $this->assertSame(5, $tee->parOf(4));
        $this->assertSame(1, $tee->strokeIndexOf(5));
        $this->assertSame(14, $tee->strokeIndexOf(18));
    }

    public function testNineHoles(): void
    {
        $tee = Fixtures::haddowPark();
        $this->assertSame(9, $tee->holes());
        $this->assertSame(35, $tee->par());
    }

    public function testLabel(): void
    {
        $this->assertSame('Kingsbarrow Links (white) 71.2/131', Fixtures::white()->label());
    }

    public function testSlopeOutOfRange(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Tee('Kingsbarrow Links', 'red', 70.1, 160, Fixtures::PARS, Fixtures::STROKE_INDEXES);
    }

    public function testStrokeIndexesMustBeAPermutation(): void
    {
        $indexes = Fixtures::STROKE_INDEXES;
        $indexes[3] = 7;
        $this->expectException(InvalidArgumentException::class);
        new Tee('Kingsbarrow Links', 'yellow', 69.6, 126, Fixtures::PARS, $indexes);
    }

    public function testNoSuchHole(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::haddowPark()->parOf(10);
    }
}
