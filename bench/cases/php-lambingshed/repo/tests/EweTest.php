<?php

declare(strict_types=1);

namespace Lambing\Tests;

use InvalidArgumentException;
use Lambing\Ewe;
use PHPUnit\Framework\TestCase;

final class EweTest extends TestCase
{
    public function testScanGroups(): void
    {
        $ewe = new Ewe(Fixtures::tag(1), 'Lleyn', 2022);
        self::assertNull($ewe->scanGroup());
        $expected = [0 => Ewe::BARREN, 1 => Ewe::SINGLE, 2 => Ewe::TWIN, 3 => Ewe::TRIPLET, 4 => Ewe::TRIPLET];
        foreach ($expected as $lambs => $group) {
            $ewe->recordScan($lambs);
            self::assertSame($group, $ewe->scanGroup(), "$lambs lambs");
        }
    }

    public function testEweLambsAndShearlings(): void
    {
        $ewe = new Ewe(Fixtures::tag(1), 'Texel', 2025);
        self::assertTrue($ewe->isEweLamb(2026));
        self::assertFalse($ewe->isEweLamb(2027));
        self::assertSame(2, $ewe->ageIn(2027));
    }

    public function testLeanBelowTwoAndAHalf(): void
    {
        $ewe = new Ewe(Fixtures::tag(1), 'Lleyn', 2022, 2.5);
        self::assertFalse($ewe->isLean());
        $ewe->scoreCondition(2.25);
        self::assertTrue($ewe->isLean());
    }

    public function testConditionScoreInQuarters(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Ewe(Fixtures::tag(1), 'Lleyn', 2022, 3.1);
    }

    public function testScanOutOfRange(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Ewe(Fixtures::tag(1), 'Lleyn', 2022))->recordScan(6);
    }
}
