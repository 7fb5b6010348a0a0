<?php

declare(strict_types=1);

namespace Boxscore\Tests;

use Boxscore\BattingLine;
use Boxscore\BoxscoreError;
use PHPUnit\Framework\TestCase;

final class BattingLineTest extends TestCase
{
    public function testWorksOutTheRates(): void
    {
        $line = new BattingLine('Marsh', 4, 2, doubles: 1, homeRuns: 1, walks: 1);
        self::assertSame(6, $line->totalBases());
        self::assertSame('.500', $line->average());
        self::assertSame('.600', $line->onBase());
        self::assertSame('1.500', $line->slugging());
    }

    public function testHasNoAverageWithoutAnAtBat(): void
    {
        self::assertSame('---', (new BattingLine('Pike', 0, 0, walks: 2))->average());
    }

    public function testRefusesHitsThatDoNotAddUp(): void
    {
        $this->expectException(BoxscoreError::class);
        new BattingLine('Marsh', 3, 1, doubles: 1, homeRuns: 1);
    }
}
