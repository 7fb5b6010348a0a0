<?php

declare(strict_types=1);

namespace Marquee\Hire\Tests;

use Marquee\Hire\Marquee;
use PHPUnit\Framework\TestCase;

final class MarqueeTest extends TestCase
{
    public function testAreaBaysAndSeats(): void
    {
        $marquee = new Marquee(9, 15);
        $this->assertSame(135, $marquee->area());
        $this->assertSame(5, $marquee->bays());
        $this->assertSame(112, $marquee->seated());
    }

    public function testRefusesAFrameItDoesNotStock(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Marquee(7, 9);
    }

    public function testRefusesAPartBay(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Marquee(6, 10);
    }
}
