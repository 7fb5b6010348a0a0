<?php

declare(strict_types=1);

namespace Dotworks\Brailler\Tests;

use Dotworks\Brailler\Layout;
use PHPUnit\Framework\TestCase;

final class LayoutTest extends TestCase
{
    public function testStandardPage(): void
    {
        $layout = Layout::standard();
        $this->assertSame(40, $layout->cellsPerLine());
        $this->assertSame(25, $layout->linesPerPage());
        $this->assertSame(24, $layout->textLinesPerPage());
        $this->assertSame($layout, Layout::standard());
    }

    public function testWithersLeaveTheStandardAlone(): void
    {
        $short = Layout::standard()->withLinesPerPage(10)->withoutPageNumbers();
        $this->assertSame(10, $short->textLinesPerPage());
        $this->assertSame(25, Layout::standard()->linesPerPage());
        $this->assertTrue(Layout::standard()->pageNumbers());
    }

    public function testTooNarrow(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Layout(cellsPerLine: 8);
    }
}
