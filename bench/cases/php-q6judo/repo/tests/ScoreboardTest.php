<?php

declare(strict_types=1);

namespace Judo\Tests;

use Judo\Contest;
use Judo\Scoreboard;
use PHPUnit\Framework\TestCase;

final class ScoreboardTest extends TestCase
{
    public function testShowsTheScoresAndTheClock(): void
    {
        $contest = (new Contest('Sato', 'Byrne'))->call('blue', 'waza-ari', 40)->call('white', 'shido', 70);
        self::assertSame("BLUE  Sato             I0 W1 S0\nWHITE Byrne            I0 W0 S1\n2:35", Scoreboard::render($contest, 85));
    }

    public function testCountsGoldenScoreUp(): void
    {
        $contest = (new Contest('Sato', 'Byrne'))->timeUp();
        self::assertStringEndsWith("\nGS 0:45", Scoreboard::render($contest, 285));
    }
}
