<?php

declare(strict_types=1);

namespace Dotworks\Brailler\Tests;

use Dotworks\Brailler\Cell;
use PHPUnit\Framework\TestCase;

final class CellTest extends TestCase
{
    public function testDotsToUnicode(): void
    {
        $this->assertSame('⠁', Cell::dots(1)->toUnicode());
        $this->assertSame('⠼', Cell::dots(3, 4, 5, 6)->toUnicode());
        $this->assertSame('⠀', Cell::blank()->toUnicode());
    }

    public function testRaisedDotsInOrder(): void
    {
        $this->assertSame([1, 4, 5], Cell::dots(5, 1, 4)->raised());
        $this->assertTrue(Cell::blank()->isBlank());
    }

    public function testNoSeventhDot(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Cell::dots(7);
    }
}
