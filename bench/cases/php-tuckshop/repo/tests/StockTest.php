<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Stock;

final class StockTest extends TestCase
{
    public function testRestockAndTake(): void
    {
        $stock = new Stock();
        $stock->restock('F01', 12);
        $stock->take('F01', 5);
        $this->assertSame(7, $stock->level('F01'));
        $this->assertTrue($stock->has('F01', 7));
        $this->assertFalse($stock->has('F01', 8));
        $this->assertSame(0, $stock->level('F02'));
    }

    public function testLowStockLowestFirst(): void
    {
        $stock = new Stock();
        $stock->restock('H01', 4);
        $stock->restock('H02', 10);
        $stock->restock('S01', 1);
        $stock->restock('D01', 5);
        $this->assertSame(['S01' => 1, 'H01' => 4, 'D01' => 5], $stock->low(5));
    }
}
