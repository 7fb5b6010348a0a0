<?php

declare(strict_types=1);

namespace Boxscore\Tests;

use Boxscore\BoxscoreError;
use Boxscore\PitchingLine;
use PHPUnit\Framework\TestCase;

final class PitchingLineTest extends TestCase
{
    public function testWritesInningsInThirds(): void
    {
        self::assertSame('6.2', (new PitchingLine('Okafor', 20))->inningsPitched());
        self::assertSame('0.1', (new PitchingLine('Reyes', 1))->inningsPitched());
        self::assertSame('9.0', (new PitchingLine('Lund', 27))->inningsPitched());
    }

    public function testWorksOutEraAndWhip(): void
    {
        $line = new PitchingLine('Okafor', 20, hits: 5, runs: 3, earnedRuns: 2, walks: 2, strikeouts: 7);
        self::assertSame(2.7, $line->era());
        self::assertSame(1.05, $line->whip());
        self::assertNull((new PitchingLine('Reyes', 0, runs: 2, earnedRuns: 2))->era());
    }

    public function testAddsLinesUp(): void
    {
        $total = (new PitchingLine('Okafor', 20, earnedRuns: 2, runs: 2))->plus(new PitchingLine('Okafor', 16, earnedRuns: 1, runs: 1));
        self::assertSame('12.0', $total->inningsPitched());
        self::assertSame(2.25, $total->era());
    }

    public function testRefusesMoreEarnedRunsThanRuns(): void
    {
        $this->expectException(BoxscoreError::class);
        new PitchingLine('Okafor', 20, runs: 1, earnedRuns: 2);
    }
}
