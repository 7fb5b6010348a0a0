<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Batch;
use Oysterfarm\MortalityCheck;
use PHPUnit\Framework\TestCase;

final class BatchTest extends TestCase
{
    private function batch(): Batch
    {
        return new Batch('PG-2023-04', 'Guernsey Sea Farms', new \DateTimeImmutable('2023-04-18'), 20000);
    }

    public function testNoChecksMeansNoLosses(): void
    {
        $batch = $this->batch();

        self::assertSame(1.0, $batch->survival());
        self::assertSame(20000, $batch->liveEstimate());
    }

    public function testLossesCompound(): void
    {
        $batch = $this->batch();
        $batch->recordCheck(new MortalityCheck(new \DateTimeImmutable('2023-07-02'), 400, 40));
        $batch->recordCheck(new MortalityCheck(new \DateTimeImmutable('2023-10-11'), 250, 25));

        self::assertEqualsWithDelta(0.81, $batch->survival(), 1e-9);
        self::assertSame(16200, $batch->liveEstimate());
        self::assertCount(2, $batch->checks());
    }

    public function testChecksMustBeInOrder(): void
    {
        $batch = $this->batch();
        $batch->recordCheck(new MortalityCheck(new \DateTimeImmutable('2023-07-02'), 400, 40));

        $this->expectException(\DomainException::class);
        $batch->recordCheck(new MortalityCheck(new \DateTimeImmutable('2023-06-30'), 300, 12));
    }

    public function testCheckCannotCountMoreDeadThanSampled(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new MortalityCheck(new \DateTimeImmutable('2023-07-02'), 100, 101);
    }

    public function testAgeInMonths(): void
    {
        $batch = $this->batch();

        self::assertSame(0, $batch->ageInMonths(new \DateTimeImmutable('2023-05-17')));
        self::assertSame(1, $batch->ageInMonths(new \DateTimeImmutable('2023-05-18')));
        self::assertSame(26, $batch->ageInMonths(new \DateTimeImmutable('2025-06-30')));
    }
}
