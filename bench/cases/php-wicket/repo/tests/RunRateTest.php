<?php

declare(strict_types=1);

namespace Longmeadow\Wicket\Tests;

use Longmeadow\Wicket\MatchResult;
use Longmeadow\Wicket\RunRate;
use PHPUnit\Framework\TestCase;

final class RunRateTest extends TestCase
{
    public function testBothSidesBatTheirOvers(): void
    {
        $r = new MatchResult('Longmeadow', 'Ashby', 160, 120, false, 150, 120, false);
        self::assertEqualsWithDelta(0.5, RunRate::net([$r]), 1e-9);
        self::assertEqualsWithDelta(-0.5, RunRate::net([$r->reversed()]), 1e-9);
    }

    public function testWinningChaseUsesTheOversFaced(): void
    {
        // Ashby make 140/6 in their 20 overs; Longmeadow get there in 16.4.
        $r = new MatchResult('Longmeadow', 'Ashby', 141, 100, false, 140, 120, false);
        self::assertEqualsWithDelta(141 / (100 / 6) - 7.0, RunRate::net([$r]), 1e-9);
    }

    public function testOverASeason(): void
    {
        $results = [
            new MatchResult('Longmeadow', 'Ashby', 160, 120, false, 150, 120, false),
            new MatchResult('Longmeadow', 'Brede', 121, 90, false, 120, 120, false),
        ];
        $expected = 281 / (210 / 6) - 270 / (240 / 6);
        self::assertEqualsWithDelta($expected, RunRate::net($results), 1e-9);
    }

    public function testNoBallsBowledYet(): void
    {
        self::assertSame(0.0, RunRate::net([]));
    }
}
