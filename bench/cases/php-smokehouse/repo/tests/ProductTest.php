<?php

declare(strict_types=1);

namespace Smokehouse\Tests;

use PHPUnit\Framework\TestCase;
use Smokehouse\Catalogue;
use Smokehouse\Product;

final class ProductTest extends TestCase
{
    public function testStandardCatalogue(): void
    {
        $c = Catalogue::standard();
        $this->assertSame(['BCN-BACK', 'HAD-FIN', 'SAL-SIDE', 'TRT-FIL'], $c->codes());
        $this->assertSame('Hot smoked trout fillet', $c->get('TRT-FIL')->name);
    }

    public function testChamberLimitByKindOfSmoke(): void
    {
        $c = Catalogue::standard();
        $this->assertSame(30.0, $c->get('SAL-SIDE')->chamberLimit());
        $this->assertSame(90.0, $c->get('TRT-FIL')->chamberLimit());
    }

    public function testUnknownProduct(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        Catalogue::standard()->get('EEL');
    }

    public function testDuplicateProduct(): void
    {
        $c = Catalogue::standard();
        $this->expectException(\InvalidArgumentException::class);
        $c->add($c->get('HAD-FIN'));
    }

    public function testSaturatedBrineIsTheLimit(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Product('X', 'X', 30.0, 1.0, true, 1.0, 0.9, 5, 10.0);
    }

    public function testYieldIsAFraction(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Product('X', 'X', 8.0, 1.0, true, 1.0, 86.0, 5, 10.0);
    }
}
