<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\Thread;

final class ThreadTest extends TestCase
{
    public function testMetresFromStitches(): void
    {
        self::assertEqualsWithDelta(36.0, Thread::metres(Designs::crest()), 0.001);
    }

    public function testSplitsThreadOverColourBlocks(): void
    {
        self::assertEquals(
            ['1624 gold' => 450.0, '1801 white' => 450.0, '1966 navy' => 900.0],
            Thread::byColour(Designs::crest(), 50),
        );
    }

    public function testCones(): void
    {
        self::assertSame(1, Thread::cones(0.0));
        self::assertSame(1, Thread::cones(5000.0));
        self::assertSame(2, Thread::cones(5000.5));
    }
}
