<?php

declare(strict_types=1);

namespace Judo\Tests;

use Judo\Contest;
use Judo\JudoError;
use Judo\Score;
use PHPUnit\Framework\TestCase;

final class ContestTest extends TestCase
{
    public function testEndsOnIppon(): void
    {
        $contest = (new Contest('Sato', 'Byrne'))->call('white', 'waza-ari', 40)->call('blue', 'ippon', 95);
        self::assertSame('Sato', $contest->winnerName());
        self::assertSame(Score::Ippon, $contest->decidedBy());
    }

    public function testCountsTwoWazaAriAsIppon(): void
    {
        $contest = (new Contest('Sato', 'Byrne'))->call('white', 'waza-ari', 40)->call('white', 'waza-ari', 130);
        self::assertSame('Byrne', $contest->winnerName());
        self::assertSame(Score::Ippon, $contest->decidedBy());
    }

    public function testGivesTheContestAwayOnAThirdShido(): void
    {
        $contest = new Contest('Sato', 'Byrne');
        foreach ([30, 90, 150] as $second) {
            $contest->call('blue', 'shido', $second);
        }
        self::assertSame('Byrne', $contest->winnerName());
        self::assertSame(Score::HansokuMake, $contest->decidedBy());
    }

    public function testWinsOnWazaAriWhenTimeIsUp(): void
    {
        $contest = (new Contest('Sato', 'Byrne'))->call('blue', 'waza-ari', 200)->call('white', 'shido', 210);
        self::assertNull($contest->winner());
        $contest->timeUp();
        self::assertSame('Sato', $contest->winnerName());
        self::assertSame(Score::WazaAri, $contest->decidedBy());
    }

    public function testGoesToGoldenScoreWhenLevel(): void
    {
        $contest = (new Contest('Sato', 'Byrne'))->call('blue', 'shido', 100)->timeUp();
        self::assertTrue($contest->goldenScore());
        self::assertNull($contest->winner());
        $contest->call('white', 'waza-ari', 275);
        self::assertSame('Byrne', $contest->winnerName());
    }

    public function testRefusesACallAfterTheEnd(): void
    {
        $this->expectException(JudoError::class);
        (new Contest('Sato', 'Byrne'))->call('blue', 'ippon', 10)->call('white', 'ippon', 11);
    }
}
