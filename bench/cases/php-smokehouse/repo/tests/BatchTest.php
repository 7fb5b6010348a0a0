<?php

declare(strict_types=1);

namespace Smokehouse\Tests;

use PHPUnit\Framework\TestCase;
use Smokehouse\Batch;
use Smokehouse\Catalogue;
use Smokehouse\YieldRecord;

final class BatchTest extends TestCase
{
    private function haddock(): Batch
    {
        return new Batch('B0420', Catalogue::standard()->get('HAD-FIN'), [420, 455, 380, 445], 1.5,
            new \DateTimeImmutable('2024-03-06 06:00'));
    }

    public function testRawWeight(): void
    {
        $b = $this->haddock();
        $this->assertSame(1700, $b->rawGrams());
        $this->assertSame(1.7, $b->rawKg());
        $this->assertCount(4, $b->pieces());
    }

    public function testEmptyBatch(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Batch('B0', Catalogue::standard()->get('HAD-FIN'), [], 1.0, new \DateTimeImmutable());
    }

    public function testYieldAndLoss(): void
    {
        $y = new YieldRecord($this->haddock(), 1496);
        $this->assertSame(0.88, $y->yield());
        $this->assertSame(204, $y->lossGrams());
        $this->assertSame(0.0, $y->varianceFromExpected());
        $this->assertFalse($y->needsReview());
    }

    public function testOverSmokedBatchNeedsReview(): void
    {
        $y = new YieldRecord($this->haddock(), 1400);
        $this->assertSame(-5.6, $y->varianceFromExpected());
        $this->assertTrue($y->needsReview());
    }

    public function testSmokedCannotWeighMoreThanRaw(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new YieldRecord($this->haddock(), 1800);
    }
}
