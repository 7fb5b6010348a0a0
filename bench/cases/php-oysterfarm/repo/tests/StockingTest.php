<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Grade;
use Oysterfarm\Stocking;
use PHPUnit\Framework\TestCase;

final class StockingTest extends TestCase
{
    public function testBagsNeededRoundsUp(): void
    {
        self::assertSame(0, Stocking::bagsNeeded(0, 200));
        self::assertSame(1, Stocking::bagsNeeded(1, 200));
        self::assertSame(1, Stocking::bagsNeeded(200, 200));
        self::assertSame(2, Stocking::bagsNeeded(201, 200));
        self::assertSame(23, Stocking::bagsNeeded(4500, 200));
    }

    public function testDensityFallsAsTheOystersGrow(): void
    {
        $previous = PHP_INT_MAX;
        foreach (array_reverse(Grade::cases()) as $grade) {
            self::assertLessThan($previous, Stocking::perBag($grade), $grade->label());
            $previous = Stocking::perBag($grade);
        }
    }

    public function testSeedBags(): void
    {
        self::assertSame(10, Stocking::seedBags(20000));
        self::assertSame(11, Stocking::seedBags(20001));
    }

    public function testZeroPerBag(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Stocking::bagsNeeded(10, 0);
    }
}
