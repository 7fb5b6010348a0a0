<?php

declare(strict_types=1);

namespace Thatcher\Tests;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use Thatcher\Material;

final class MaterialTest extends TestCase
{
    public function testCatalogue(): void
    {
        self::assertSame(['water-reed', 'wheat-reed', 'long-straw'], Material::codes());
        $reed = Material::byCode(' Water-Reed ');
        self::assertSame('Norfolk water reed', $reed->name);
        self::assertSame(520, $reed->pencePerBundle);
    }

    public function testUnknownMaterial(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Material::byCode('heather');
    }

    public function testBundlesIncludeWaste(): void
    {
        // 100 m² x 9 bundles = 900, + 5% = 945
        self::assertSame(945, Material::byCode('water-reed')->bundlesFor(100.0));
        // 10 m² x 14 = 140, + 5% = 147
        self::assertSame(147, Material::byCode('long-straw')->bundlesFor(10.0));
        self::assertSame(120, Material::byCode('wheat-reed')->bundlesFor(10.0, 0.0));
    }
}
