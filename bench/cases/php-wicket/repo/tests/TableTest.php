<?php

declare(strict_types=1);

namespace Longmeadow\Wicket\Tests;

use Longmeadow\Wicket\Delivery;
use Longmeadow\Wicket\Innings;
use Longmeadow\Wicket\MatchResult;
use Longmeadow\Wicket\Table;
use PHPUnit\Framework\TestCase;

final class TableTest extends TestCase
{
    private function league(): Table
    {
        $t = new Table();
        // Longmeadow chase 131 with four overs to spare.
        $t->add(new MatchResult('Longmeadow', 'Ashby', 131, 96, false, 130, 120, false));
        // Brede defend 150 by 12 runs.
        $t->add(new MatchResult('Brede', 'Ashby', 150, 120, false, 138, 120, false));
        // Longmeadow and Brede tie on 144.
        $t->add(new MatchResult('Brede', 'Longmeadow', 144, 120, false, 144, 120, false));
        return $t;
    }

    public function testPoints(): void
    {
        $t = $this->league();
        self::assertSame(6, $t->points('Longmeadow'));
        self::assertSame(6, $t->points('Brede'));
        self::assertSame(0, $t->points('Ashby'));
    }

    public function testRunRateSeparatesSidesLevelOnPoints(): void
    {
        // Longmeadow's quick chase gives them the better net run rate.
        self::assertSame(['Longmeadow', 'Brede', 'Ashby'], $this->league()->order());
    }

    public function testRowCounts(): void
    {
        $rows = $this->league()->rows();
        self::assertSame(['team' => 'Longmeadow', 'played' => 2, 'won' => 1, 'lost' => 0, 'tied' => 1, 'points' => 6], array_diff_key($rows[0], ['nrr' => 0]));
        self::assertSame(2, $rows[2]['lost']);
    }

    public function testResultFromInnings(): void
    {
        $home = new Innings('Longmeadow', 12);
        $away = new Innings('Ashby', 12);
        for ($n = 0; $n < 12; $n++) {
            $home->record(new Delivery(2));
            $away->record(new Delivery(1));
        }
        $r = MatchResult::fromInnings($home, $away);
        self::assertTrue($r->won());
        self::assertSame(24, $r->runsFor);
        self::assertSame(12, $r->quotaBalls);
        self::assertFalse($r->reversed()->won());
    }
}
