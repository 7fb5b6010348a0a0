<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Catalogue;
use Insulation\Estimator;
use Insulation\Loft;
use Insulation\Product;
use Insulation\QuoteLine;
use PHPUnit\Framework\TestCase;

final class EstimatorTest extends TestCase
{
    private Estimator $estimator;

    protected function setUp(): void
    {
        $this->estimator = new Estimator(Catalogue::standard());
    }

    /**
     * @return list<string>
     */
    private function layerCodes(Loft $loft): array
    {
        return array_map(static fn (Product $p): string => $p->code, $this->estimator->layers($loft));
    }

    public function testBareLoftGetsTwoLayers(): void
    {
        self::assertSame(['MW100', 'MW170'], $this->layerCodes(new Loft(7.6, 5.8)));
    }

    public function testPartlyInsulatedLoftIsToppedUp(): void
    {
        self::assertSame(['MW100', 'MW150'], $this->layerCodes(new Loft(9, 7.5, 100, 50)));
        self::assertSame(['MW170'], $this->layerCodes(new Loft(9, 7.5, 100, 100)));
        self::assertSame(['MW150'], $this->layerCodes(new Loft(9, 7.5, 100, 150)));
    }

    public function testDeepEnoughAlready(): void
    {
        self::assertSame([], $this->layerCodes(new Loft(9, 7.5, 100, 270)));
        $quote = $this->estimator->quote(new Loft(9, 7.5, 100, 300), 'Q-0')->labourHours;
        self::assertSame(0.0, $quote);
    }

    public function testPacksIncludeWastage(): void
    {
        $catalogue = Catalogue::standard();
        // 42.88 m² + 5% = 45.02 m²
        self::assertSame(6, $this->estimator->packs($catalogue->get('MW100'), 42.88));
        self::assertSame(9, $this->estimator->packs($catalogue->get('MW170'), 42.88));
        // exactly one roll's worth after wastage
        self::assertSame(1, $this->estimator->packs($catalogue->get('MW100'), 8.30 / 1.05));
    }

    public function testLabourInHalfHoursWithAMinimum(): void
    {
        self::assertSame(7.5, $this->estimator->labourHours(42.88, 2));
        self::assertSame(2.0, $this->estimator->labourHours(10.0, 1));
        self::assertSame(0.0, $this->estimator->labourHours(40.0, 0));
    }

    public function testQuoteForABareLoft(): void
    {
        $quote = $this->estimator->quote(new Loft(7.6, 5.8, excludedM2: 1.2), 'Q-1041');
        $lines = array_map(
            static fn (QuoteLine $l): array => [$l->description, $l->quantity, $l->totalPence()],
            $quote->lines,
        );
        self::assertSame([
            ['Mineral wool roll 100 mm', 6, 14700],
            ['Mineral wool roll 170 mm', 9, 24210],
        ], $lines);
        self::assertSame(270, $quote->finalDepthMm);
        self::assertEqualsWithDelta(0.154, $quote->uValue, 0.001);
    }

    public function testQuoteCountsTheExistingLayer(): void
    {
        $quote = $this->estimator->quote(new Loft(9, 7.5, 100, 50, 3.0), 'Q-1042');
        self::assertSame(300, $quote->finalDepthMm);
        self::assertSame([9, 12], array_map(static fn (QuoteLine $l): int => $l->quantity, $quote->lines));
        self::assertEqualsWithDelta(0.139, $quote->uValue, 0.001);
    }
}
