<?php

declare(strict_types=1);

namespace Longmeadow\Wicket\Tests;

use Longmeadow\Wicket\Overs;
use PHPUnit\Framework\TestCase;

final class OversTest extends TestCase
{
    public function testNotationToBalls(): void
    {
        self::assertSame(75, Overs::toBalls('12.3'));
        self::assertSame(120, Overs::toBalls('20'));
        self::assertSame(5, Overs::toBalls('0.5'));
    }

    public function testBallsToNotation(): void
    {
        self::assertSame('12.3', Overs::fromBalls(75));
        self::assertSame('20', Overs::fromBalls(120));
        self::assertSame('0', Overs::fromBalls(0));
    }

    public function testSevenBallOverIsRejected(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Overs::toBalls('3.6');
    }

    public function testGarbageIsRejected(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Overs::toBalls('twelve');
    }

    public function testDecimalOvers(): void
    {
        self::assertEqualsWithDelta(12.5, Overs::decimal(75), 1e-9);
    }
}
