<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Catalogue;
use Tuckshop\Category;
use Tuckshop\Product;

final class CatalogueTest extends TestCase
{
    public function testLoadsPriceList(): void
    {
        $catalogue = Fixtures::catalogue();
        $this->assertCount(12, $catalogue->all());

        $toastie = $catalogue->get('H01');
        $this->assertSame('Cheese toastie', $toastie->name);
        $this->assertSame(Category::Hot, $toastie->category);
        $this->assertSame(160, $toastie->price);
        $this->assertSame(['milk', 'gluten'], $toastie->allergens);
        $this->assertSame([], $catalogue->get('F01')->allergens);
    }

    public function testInCategory(): void
    {
        $codes = array_map(static fn (Product $p) => $p->code, Fixtures::catalogue()->inCategory(Category::Drink));
        $this->assertSame(['D01', 'D02', 'D03'], $codes);
    }

    public function testUnknownCode(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        $this->expectExceptionMessage("No product with code 'Z99'");
        Fixtures::catalogue()->get('Z99');
    }

    public function testDuplicateCode(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Catalogue::fromCsv("H01,Toastie,hot,1.60\nH01,Toastie again,hot,1.70");
    }
}
