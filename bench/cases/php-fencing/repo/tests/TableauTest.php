<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\Fencer;
use Fencing\RankedFencer;
use Fencing\Ranking;
use Fencing\Tableau;
use PHPUnit\Framework\TestCase;

final class TableauTest extends TestCase
{
    private static function names(array $bouts): array
    {
        return array_map(
            static fn (array $bout): string => ($bout[0]?->name() ?? 'bye') . ' v ' . ($bout[1]?->name() ?? 'bye'),
            $bouts
        );
    }

    private static function fixtureTableau(): Tableau
    {
        $seeded = array_map(static fn (RankedFencer $r): Fencer => $r->fencer(), Ranking::afterPools(Fixtures::pools()));
        return new Tableau($seeded);
    }

    public function testSizes(): void
    {
        $this->assertSame(2, Tableau::sizeFor(2));
        $this->assertSame(16, Tableau::sizeFor(12));
        $this->assertSame(16, Tableau::sizeFor(16));
        $this->assertSame(32, Tableau::sizeFor(17));
    }

    public function testSeedOrder(): void
    {
        $this->assertSame([1, 4, 3, 2], Tableau::seedOrder(4));
        $this->assertSame([1, 8, 5, 4, 3, 6, 7, 2], Tableau::seedOrder(8));
        $this->assertSame([1, 16, 9, 8, 5, 12, 13, 4, 3, 14, 11, 6, 7, 10, 15, 2], Tableau::seedOrder(16));
    }

    public function testTableauOfSixteenFromThePools(): void
    {
        $tableau = self::fixtureTableau();
        $this->assertSame(16, $tableau->size());
        $this->assertSame('T16', $tableau->roundName(0));
        $this->assertSame([
            'Lindqvist, Maja v bye',
            'Fischer, Jonas v Adeyemi, Bisi',
            'Haddad, Rami v Evans, Cerys',
            'bye v Moreau, Lucie',
            'Kowal, Piotr v bye',
            'Novak, Ivan v Brennan, Aoife',
            'Tanaka, Yui v Rossi, Marco',
            'bye v Okafor, Tunde',
        ], self::names($tableau->bouts(0)));
    }

    public function testByesGoThrough(): void
    {
        $tableau = self::fixtureTableau();
        $this->assertSame([
            'Lindqvist, Maja v bye',
            'bye v Moreau, Lucie',
            'Kowal, Piotr v bye',
            'bye v Okafor, Tunde',
        ], self::names($tableau->bouts(1)));
    }

    public function testFencedToTheEnd(): void
    {
        $tableau = self::fixtureTableau();
        $byName = [];
        foreach ($tableau->bouts(0) as $bout) {
            foreach ($bout as $f) {
                if ($f !== null) {
                    $byName[$f->name()] = $f;
                }
            }
        }
        foreach (['Fischer, Jonas', 'Haddad, Rami', 'Brennan, Aoife', 'Rossi, Marco'] as $winner) {
            $tableau->recordWinner(0, $byName[$winner]);
        }
        $this->assertSame([
            'Lindqvist, Maja v Fischer, Jonas',
            'Haddad, Rami v Moreau, Lucie',
            'Kowal, Piotr v Brennan, Aoife',
            'Rossi, Marco v Okafor, Tunde',
        ], self::names($tableau->bouts(1)));
        foreach (['Lindqvist, Maja', 'Moreau, Lucie', 'Brennan, Aoife', 'Okafor, Tunde'] as $winner) {
            $tableau->recordWinner(1, $byName[$winner]);
        }
        $tableau->recordWinner(2, $byName['Moreau, Lucie']);
        $tableau->recordWinner(2, $byName['Okafor, Tunde']);
        $tableau->recordWinner(3, $byName['Okafor, Tunde']);

        $this->assertSame('Okafor, Tunde', $tableau->champion()->name());
        $this->assertSame([
            '1 Okafor, Tunde',
            '2 Moreau, Lucie',
            '3 Lindqvist, Maja',
            '3 Brennan, Aoife',
            '5 Kowal, Piotr',
            '6 Haddad, Rami',
            '7 Fischer, Jonas',
            '8 Rossi, Marco',
            '9 Tanaka, Yui',
            '10 Adeyemi, Bisi',
            '11 Novak, Ivan',
            '12 Evans, Cerys',
        ], array_map(static fn (array $p): string => $p[0] . ' ' . $p[1]->name(), $tableau->finalPlacings()));
    }

    public function testAFencerWithAByeHasNoBoutToWin(): void
    {
        $tableau = self::fixtureTableau();
        $lindqvist = $tableau->bouts(0)[0][0];
        $this->expectException(\LogicException::class);
        $tableau->recordWinner(0, $lindqvist);
    }

    public function testNotFinished(): void
    {
        $this->expectException(\LogicException::class);
        self::fixtureTableau()->finalPlacings();
    }
}
