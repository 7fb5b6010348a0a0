<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Towpath\Canal\Boat;

final class BoatTest extends TestCase
{
    public function testNarrowAndWide(): void
    {
        $this->assertFalse(Fixtures::kingfisher()->isWidebeam());
        $this->assertTrue(Fixtures::wideAwake()->isWidebeam());
        $this->assertFalse((new Boat('Edge', '1', 10.0, 2.16))->isWidebeam());
    }

    public function testBillableLengthRoundsUpToTheHalfMetre(): void
    {
        $this->assertSame(17.5, Fixtures::kingfisher()->billableLength());
        $this->assertSame(18.5, Fixtures::wideAwake()->billableLength());
        $this->assertSame(7.0, Fixtures::dabchick()->billableLength());
        $this->assertSame(12.0, (new Boat('Exact', '2', 12.0, 2.0))->billableLength());
    }

    public function testDescribe(): void
    {
        $this->assertSame('Kingfisher (52117, narrowboat, 17.20 m)', Fixtures::kingfisher()->describe());
        $this->assertSame('Wide Awake (80342, widebeam, 18.30 m)', Fixtures::wideAwake()->describe());
    }

    public function testRejectsBadDimensions(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Boat('Ghost', '0', 0.0, 2.0);
    }

    public function testRejectsUnknownPropulsion(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Boat('Steamer', '9', 15.0, 2.0, 'steam');
    }
}
