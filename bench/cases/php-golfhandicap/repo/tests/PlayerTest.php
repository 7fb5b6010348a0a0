<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Player;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class PlayerTest extends TestCase
{
    private function ailsa(): Player
    {
        $player = new Player('Ailsa Monro', 18.4);
        foreach (Fixtures::ailsa() as $card) {
            $player->record($card);
        }
        return $player;
    }

    public function testStartingIndexUntilThreeScores(): void
    {
        $player = new Player('Ailsa Monro', 18.4);
        $this->assertSame(18.4, $player->index());
        $player->record(Fixtures::ailsa()[0]);
        $this->assertSame(18.4, $player->index());
    }

    public function testNewMemberStartsAtTheMaximum(): void
    {
        $this->assertSame(54.0, (new Player('Rory Baird'))->index());
    }

    public function testDifferentialsUseTheIndexOfTheDay(): void
    {
        $player = $this->ailsa();
        $this->assertSame([18.3, 17.4, 13.8, 19.2, 12.0], $player->differentials());
        $this->assertSame(
            [18.4, 18.4, 18.4, 11.8, 12.8],
            array_map(static fn (array $round): float => $round['index'], $player->rounds()),
        );
        $this->assertSame(12.0, $player->index());
    }

    public function testSomeoneElsesCard(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Player('Rory Baird'))->record(Fixtures::ailsa()[0]);
    }

    public function testRoundsInOrder(): void
    {
        $player = new Player('Ailsa Monro', 18.4);
        $player->record(Fixtures::ailsa()[1]);
        $this->expectException(InvalidArgumentException::class);
        $player->record(Fixtures::ailsa()[0]);
    }

    public function testNineHoleScoresAreRefused(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Player('Ailsa Monro'))->record(
            Fixtures::card('Ailsa Monro', Fixtures::haddowPark(), '2026-06-01', [5, 4, 5, 4, 6, 3, 5, 5, 4]),
        );
    }
}
