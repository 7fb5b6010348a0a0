<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Fabric;
use PHPUnit\Framework\TestCase;

final class FabricTest extends TestCase
{
    public function testPlainAndPatterned(): void
    {
        $this->assertTrue(Fixtures::linen()->isPlain());
        $this->assertFalse(Fixtures::floral()->isPlain());
    }

    public function testUsableWidthLosesBothSelvedges(): void
    {
        $this->assertSame(134.0, Fixtures::floral()->usableWidthCm());
        $this->assertSame(137.0, Fixtures::linen()->usableWidthCm());
    }

    public function testRejectsBadValues(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Fabric('x', 137.0, -1.0, 100);
    }

    public function testRejectsZeroWidth(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Fabric('x', 0.0, 0.0, 100);
    }
}
