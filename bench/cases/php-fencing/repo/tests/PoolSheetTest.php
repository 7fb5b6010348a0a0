<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\Fencer;
use Fencing\Pool;
use Fencing\PoolSheet;
use PHPUnit\Framework\TestCase;

final class PoolSheetTest extends TestCase
{
    public function testPrintsTheSheetWithTotals(): void
    {
        $this->assertSame(
            "Pool 2\n"
            . "                           1   2   3   4   5   6     V   Ind  TS  TR\n"
            . "1 Lindqvist, Maja          x   V   V   V  D4   V     4   +13  24  11\n"
            . "2 Haddad, Rami            D3   x   V  D2   V   V     3    +2  20  18\n"
            . "3 Kowal, Piotr            D2  D4   x   V   V   V     3    +3  21  18\n"
            . "4 Tanaka, Yui             D1   V  D3   x   V  D4     2    +0  18  18\n"
            . "5 Rossi, Marco             V  D1  D2  D1   x   V     2    -8  14  22\n"
            . "6 Evans, Cerys            D0  D3  D3   V  D3   x     1   -10  14  24\n",
            PoolSheet::render(Fixtures::pools()[1])
        );
    }

    public function testBoutsNotYetFencedStayEmpty(): void
    {
        $fencers = [];
        foreach (['Ash', 'Birch', 'Cedar', 'Damson'] as $i => $name) {
            $fencers[] = new Fencer($i + 1, $name, 'Salle Test', $i + 1);
        }
        $pool = PoolSheet::fill(new Pool(1, $fencers), [
            'x  V  -  -',
            'D2 x  -  -',
            '-  -  x  V3',
            '-  -  D1 x',
        ]);
        $this->assertFalse($pool->isComplete());
        $this->assertNull($pool->result(1, 3));
        $this->assertSame([[1, 4], [2, 3], [1, 3], [2, 4]], $pool->boutsToFence());
    }

    public function testAGridThatDisagreesWithItself(): void
    {
        $fencers = [];
        foreach (['Ash', 'Birch', 'Cedar', 'Damson'] as $i => $name) {
            $fencers[] = new Fencer($i + 1, $name, 'Salle Test', $i + 1);
        }
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionMessage('bout 1-2 needs one victory and one defeat');
        PoolSheet::fill(new Pool(1, $fencers), [
            'x  V  V  V',
            'V  x  V  V',
            'D1 D1 x  V',
            'D1 D1 D1 x',
        ]);
    }
}
