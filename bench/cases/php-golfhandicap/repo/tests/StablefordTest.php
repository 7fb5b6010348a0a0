<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Stableford;
use PHPUnit\Framework\TestCase;

final class StablefordTest extends TestCase
{
    public function testPointsForAHole(): void
    {
        $this->assertSame(2, Stableford::pointsFor(4, 4, 0));
        $this->assertSame(3, Stableford::pointsFor(5, 4, 2));
        $this->assertSame(4, Stableford::pointsFor(3, 5, 0));
        $this->assertSame(0, Stableford::pointsFor(8, 4, 1));
    }

    public function testCard(): void
    {
        $card = Fixtures::ailsa()[2];
        $this->assertSame(
            [3, 2, 2, 2, 2, 3, 3, 2, 1, 2, 2, 3, 2, 3, 2, 2, 2, 2],
            Stableford::holes($card, 18),
        );
        $this->assertSame(40, Stableford::total($card, 18));
    }

    public function testCountback(): void
    {
        $card = Fixtures::ailsa()[2];
        $this->assertSame([20, 13, 6, 2], Stableford::countback($card, 18));
    }
}
