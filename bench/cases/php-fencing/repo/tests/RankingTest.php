<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\Fencer;
use Fencing\Pool;
use Fencing\RankedFencer;
use Fencing\Ranking;
use PHPUnit\Framework\TestCase;

final class RankingTest extends TestCase
{
    public function testRankingAfterThePools(): void
    {
        $ranked = Ranking::afterPools(Fixtures::pools());
        $this->assertSame([
            '1 Lindqvist, Maja',
            '2 Okafor, Tunde',
            '3 Kowal, Piotr',
            '4 Moreau, Lucie',
            '5T Haddad, Rami',
            '5T Brennan, Aoife',
            '7 Tanaka, Yui',
            '8 Adeyemi, Bisi',
            '9 Fischer, Jonas',
            '10 Rossi, Marco',
            '11 Novak, Ivan',
            '12 Evans, Cerys',
        ], array_map(static fn (RankedFencer $r): string => $r->label() . ' ' . $r->fencer()->name(), $ranked));
    }

    public function testTouchesScoredSeparateEqualIndicators(): void
    {
        $ranked = Ranking::afterPools(Fixtures::pools());
        $kowal = $ranked[2]->record();
        $moreau = $ranked[3]->record();
        $this->assertSame($kowal->indicator(), $moreau->indicator());
        $this->assertSame(21, $kowal->scored());
        $this->assertSame(19, $moreau->scored());
        $this->assertFalse($ranked[2]->isTied());
    }

    public function testEqualOnEverythingSharesThePlace(): void
    {
        $ranked = Ranking::afterPools(Fixtures::pools());
        $this->assertSame(5, $ranked[4]->place());
        $this->assertSame(5, $ranked[5]->place());
        $this->assertTrue($ranked[4]->isTied());
        $this->assertSame(3, $ranked[4]->fencer()->seed());
    }

    public function testVictoriesOverBoutsAcrossPoolSizes(): void
    {
        $seven = [];
        for ($i = 1; $i <= 7; $i++) {
            $seven[] = new Fencer($i, "Seven $i", 'A', $i);
        }
        $four = [];
        for ($i = 8; $i <= 11; $i++) {
            $four[] = new Fencer($i, "Four $i", 'B', $i);
        }
        $big = new Pool(1, $seven);
        $small = new Pool(2, $four);
        // Seven 1 wins four of six, Four 8 two of three: the same V/M, and Four 8 has the better
        // indicator (+9 against -6) for all Seven 1's extra victories
        foreach ([2, 3, 4, 5] as $b) {
            $big->record(1, $b, 'V', 'D4');
        }
        $big->record(1, 6, 'D0', 'V');
        $big->record(1, 7, 'D0', 'V');
        $small->record(1, 2, 'V', 'D0');
        $small->record(1, 3, 'V', 'D0');
        $small->record(1, 4, 'D4', 'V');
        $names = array_map(
            static fn (RankedFencer $r): string => $r->fencer()->name(),
            Ranking::afterPools([$big, $small])
        );
        $this->assertLessThan(array_search('Seven 1', $names, true), array_search('Four 8', $names, true));
        $this->assertSame(['Seven 6', 'Seven 7', 'Four 11'], array_slice($names, 0, 3));
    }
}
