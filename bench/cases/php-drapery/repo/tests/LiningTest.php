<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Lining;
use PHPUnit\Framework\TestCase;

final class LiningTest extends TestCase
{
    public function testCutShorterThanFace(): void
    {
        $lining = Lining::standardCotton();
        $this->assertSame(250.5, $lining->cutLengthCm(Fixtures::lounge()));
        $this->assertSame(187.0, $lining->cutLengthCm(Fixtures::study()));
    }

    public function testWidths(): void
    {
        $lining = Lining::standardCotton();
        $this->assertSame(6, $lining->widths(Fixtures::lounge()));
        $this->assertSame(3, $lining->widths(Fixtures::bedroom()));
    }

    public function testTotal(): void
    {
        $this->assertSame(1503.0, Lining::standardCotton()->totalCm(Fixtures::lounge()));
    }
}
