<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Drum;

final class DrumTest extends TestCase
{
    public function testFits(): void
    {
        $this->assertTrue((new Drum('D2', 120.0))->fits(Fixtures::cowBatch()));
        $this->assertFalse((new Drum('D1', 100.0))->fits(Fixtures::cowBatch()));
    }

    public function testLoadPercent(): void
    {
        $this->assertSame(88, (new Drum('D2', 120.0))->loadPercent(Fixtures::cowBatch()));
    }

    public function testCapacityMustBePositive(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Drum('D0', 0.0);
    }
}
