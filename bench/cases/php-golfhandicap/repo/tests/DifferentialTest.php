<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Differential;
use PHPUnit\Framework\TestCase;

final class DifferentialTest extends TestCase
{
    public function testDifferential(): void
    {
        // 113 / 126 x (90 - 69.6) = 18.30
        $this->assertSame(18.3, Differential::of(90, Fixtures::yellow()));
        // 113 / 131 x (85 - 71.2) = 11.90
        $this->assertSame(11.9, Differential::of(85, Fixtures::white()));
    }

    public function testPlayingConditions(): void
    {
        // 113 / 126 x (90 - 69.6 - 2) = 16.50
        $this->assertSame(16.5, Differential::of(90, Fixtures::yellow(), 2.0));
        $this->assertSame(19.2, Differential::of(90, Fixtures::yellow(), -1.0));
    }

    public function testBelowTheRating(): void
    {
        $this->assertSame(-1.4, Differential::of(68, Fixtures::yellow()));
    }

    public function testCardIsAdjustedFirst(): void
    {
        // course handicap 12: the 9 counts as 7, 91 - 69.6 = 21.4
        $this->assertSame(19.2, Differential::ofCard(Fixtures::ailsa()[3], 11.8));
    }
}
