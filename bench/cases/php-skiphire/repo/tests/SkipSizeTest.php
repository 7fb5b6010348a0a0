<?php

declare(strict_types=1);

use Kernow\Skiphire\SkipSize;
use PHPUnit\Framework\TestCase;

final class SkipSizeTest extends TestCase
{
    public function testSizesSmallestFirst(): void
    {
        self::assertSame(['mini', 'midi', 'builders', 'maxi'], SkipSize::codes());
    }

    public function testBuildersSkip(): void
    {
        self::assertSame(6, SkipSize::yards('builders'));
        self::assertSame(24500, SkipSize::price('builders'));
        self::assertSame(2200, SkipSize::includedKg('builders'));
        self::assertSame(6000, SkipSize::maxKg('builders'));
    }

    public function testUnknownSize(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        SkipSize::price('jumbo');
    }
}
