<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Catalogue;
use Insulation\Product;
use Insulation\ProductType;
use PHPUnit\Framework\TestCase;

final class CatalogueTest extends TestCase
{
    public function testRollsThinnestFirst(): void
    {
        $codes = array_map(static fn (Product $p): string => $p->code, Catalogue::standard()->ofType(ProductType::Roll));
        self::assertSame(['MW100', 'MW150', 'MW170', 'MW200'], $codes);
    }

    public function testRollAtLeastPicksTheThinnestThatIsThickEnough(): void
    {
        $catalogue = Catalogue::standard();
        self::assertSame('MW100', $catalogue->rollAtLeast(60)->code);
        self::assertSame('MW150', $catalogue->rollAtLeast(120)->code);
        self::assertSame('MW170', $catalogue->rollAtLeast(170)->code);
        self::assertSame('MW200', $catalogue->rollAtLeast(240)->code);
    }

    public function testUnknownCode(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        Catalogue::standard()->get('MW250');
    }

    public function testProductNeedsDimensions(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Product('X', 'Broken', ProductType::Roll, 0, 0.044, 5.0, 100);
    }

    public function testResistanceOfARoll(): void
    {
        self::assertEqualsWithDelta(3.864, Catalogue::standard()->get('MW170')->resistance(), 0.001);
    }
}
