<?php

declare(strict_types=1);

namespace Boxscore\Tests;

use Boxscore\BoxscoreError;
use Boxscore\Game;
use Boxscore\Linescore;
use Boxscore\PitchingLine;
use PHPUnit\Framework\TestCase;

final class GameTest extends TestCase
{
    private function linescore(): Linescore
    {
        return new Linescore('Millers', [0, 1, 0, 0, 2, 0, 0, 0, 0], 'Dockers', [1, 0, 0, 2, 0, 0, 1, 0, null]);
    }

    public function testReadsTheLineScore(): void
    {
        $line = $this->linescore();
        self::assertSame(3, $line->visitorRuns());
        self::assertSame(4, $line->homeRuns());
        self::assertSame('Dockers', $line->winner());
        self::assertSame("Millers  0 1 0 0 2 0 0 0 0 - 3\nDockers  1 0 0 2 0 0 1 0 x - 4", $line->render());
    }

    public function testChecksThePitchersOutsAgainstTheGame(): void
    {
        $game = new Game($this->linescore(), [
            'Millers' => [new PitchingLine('Lund', 17, 6, 3, 3), new PitchingLine('Reyes', 7, 2, 1, 1)],
            'Dockers' => [new PitchingLine('Okafor', 20, 5, 3, 2), new PitchingLine('Haas', 7, 1)],
        ]);
        self::assertSame('8.0', $game->staff('Millers')->inningsPitched());
        self::assertSame(2.0, $game->staff('Dockers')->era());
        self::assertSame('2.1', $game->pitcher('Haas')->inningsPitched());
    }

    public function testRefusesPitchingThatMissesOuts(): void
    {
        $this->expectException(BoxscoreError::class);
        $this->expectExceptionMessage("Dockers's pitchers recorded 26 outs; the game had 27");
        new Game($this->linescore(), ['Dockers' => [new PitchingLine('Okafor', 20), new PitchingLine('Haas', 6)]]);
    }

    public function testAllowsAWalkOffShortOfThreeOuts(): void
    {
        $walkOff = new Linescore('Millers', [0, 0, 0, 0, 0, 0, 0, 0, 1], 'Dockers', [0, 0, 0, 0, 0, 0, 0, 0, 2]);
        $game = new Game($walkOff, ['Millers' => [new PitchingLine('Lund', 25, earnedRuns: 2, runs: 2)]]);
        self::assertSame('8.1', $game->pitcher('Lund')->inningsPitched());
    }
}
