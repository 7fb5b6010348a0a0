<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Batch;
use Tannery\Costing;
use Tannery\Hide;

final class CostingTest extends TestCase
{
    public function testChemicalPence(): void
    {
        $this->assertSame(2636, Fixtures::prices()->chemicalPence(Fixtures::upholstery(), Fixtures::cowBatch()));
    }

    public function testPencePerSquareMetre(): void
    {
        $this->assertEqualsWithDelta(
            192.41,
            Fixtures::prices()->pencePerM2(Fixtures::upholstery(), Fixtures::cowBatch()),
            0.01,
        );
    }

    public function testPencePerSquareFoot(): void
    {
        $this->assertEqualsWithDelta(
            17.88,
            Fixtures::prices()->pencePerSqft(Fixtures::upholstery(), Fixtures::cowBatch()),
            0.01,
        );
    }

    public function testUnmeasuredBatchHasNoUnitCost(): void
    {
        $this->expectException(\DomainException::class);
        $batch = (new Batch('B-9'))->add(new Hide('G1', 'goat', 2.5));
        Fixtures::prices()->pencePerM2(Fixtures::upholstery(), $batch);
    }

    public function testMissingPrice(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new Costing(['salt' => 9]))->chemicalPence(Fixtures::upholstery(), Fixtures::cowBatch());
    }
}
