<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Batch;
use Tannery\Hide;

final class BatchTest extends TestCase
{
    public function testWeights(): void
    {
        $batch = Fixtures::cowBatch();
        $this->assertSame(3, $batch->count());
        $this->assertEqualsWithDelta(95.5, $batch->greenKg(), 1e-9);
        $this->assertEqualsWithDelta(105.05, $batch->peltKg(), 1e-9);
        $this->assertEqualsWithDelta(42.02, $batch->shavedKg(), 1e-9);
    }

    public function testArea(): void
    {
        $batch = Fixtures::cowBatch();
        $this->assertEqualsWithDelta(13.7, $batch->finishedAreaM2(), 1e-9);
        $this->assertEqualsWithDelta(147.47, $batch->finishedAreaSqft(), 0.01);
    }

    public function testSameTagTwice(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new Batch('B-1'))->add(new Hide('C1', 'cow', 30.0))->add(new Hide('C1', 'cow', 31.0));
    }
}
