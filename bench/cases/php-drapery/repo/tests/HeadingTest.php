<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Heading;
use PHPUnit\Framework\TestCase;

final class HeadingTest extends TestCase
{
    public function testStyles(): void
    {
        $this->assertSame(['pencil', 'pinch', 'goblet', 'eyelet'], Heading::styles());
    }

    public function testPencil(): void
    {
        $h = Heading::of('Pencil ');
        $this->assertSame('pencil', $h->style);
        $this->assertSame(2.5, $h->fullness);
        $this->assertSame(7.5, $h->allowanceCm);
        $this->assertSame(2400, $h->makingPencePerWidth);
    }

    public function testEyeletIsLessFull(): void
    {
        $this->assertLessThan(Heading::of('pinch')->fullness, Heading::of('eyelet')->fullness);
    }

    public function testUnknownHeading(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Heading::of('tab top');
    }
}
