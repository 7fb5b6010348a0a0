<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Window;
use PHPUnit\Framework\TestCase;

final class WindowTest extends TestCase
{
    public function testPairAddsOverlapToEachCurtain(): void
    {
        $w = new Window('lounge', 200.0, 228.0);
        $this->assertSame(2, $w->curtains());
        $this->assertSame(105.0, $w->curtainWidthCm());
    }

    public function testSingleHasNoOverlap(): void
    {
        $w = new Window('bedroom', 150.0, 137.5, Window::SINGLE);
        $this->assertSame(1, $w->curtains());
        $this->assertSame(150.0, $w->curtainWidthCm());
    }

    public function testReturns(): void
    {
        $w = new Window('bay', 180.0, 200.0, Window::PAIR, 5.0, 8.0);
        $this->assertSame(103.0, $w->curtainWidthCm());
    }

    public function testFromInches(): void
    {
        $w = Window::fromInches('hall', 60, 90);
        $this->assertSame(152.4, $w->trackCm);
        $this->assertSame(228.6, $w->dropCm);
    }

    public function testRejectsBadHang(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Window('x', 100.0, 100.0, 'triple');
    }
}
