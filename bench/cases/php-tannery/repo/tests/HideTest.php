<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Hide;

final class HideTest extends TestCase
{
    public function testPeltWeightBySpecies(): void
    {
        $this->assertEqualsWithDelta(33.0, (new Hide('C9', 'cow', 30.0))->peltKg(), 1e-9);
        $this->assertEqualsWithDelta(2.55, (new Hide('S4', 'sheep', 3.0))->peltKg(), 1e-9);
    }

    public function testShavedWeight(): void
    {
        $this->assertEqualsWithDelta(13.2, (new Hide('C9', 'cow', 30.0))->shavedKg(), 1e-9);
    }

    public function testUnknownSpecies(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Hide('D1', 'deer', 8.0);
    }

    public function testWeightMustBePositive(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Hide('C0', 'cow', 0.0);
    }

    public function testAreaDefaultsToUnmeasured(): void
    {
        $this->assertSame(0.0, (new Hide('G2', 'goat', 2.4))->areaM2);
    }
}
