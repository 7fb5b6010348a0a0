<?php

declare(strict_types=1);

use Eddyline\Slalom\Heat;
use Eddyline\Slalom\Run;
use Eddyline\Slalom\Standing;
use PHPUnit\Framework\TestCase;

final class HeatTest extends TestCase
{
    /** @param list<Standing> $standings @return list<array{?int, int}> */
    private static function ranks(array $standings): array
    {
        return array_map(static fn (Standing $s): array => [$s->rank, $s->bib], $standings);
    }

    public function testTheBetterRunCounts(): void
    {
        $standings = Fixtures::heat()->standings();
        $this->assertSame(
            [[1, 3], [2, 12], [3, 5], [4, 23], [5, 8], [6, 17], [null, 19], [null, 11]],
            self::ranks($standings),
        );
        $this->assertSame(9280, $standings[0]->best());
        $this->assertSame(9621, $standings[0]->other());
    }

    public function testATieGoesToTheBetterOtherRun(): void
    {
        $heat = Fixtures::heat([
            31 => ['A', 'AUT', ['90.00', 0, 0], ['95.00', 0, 0]],
            32 => ['B', 'BEL', ['92.00', 1, 0], ['90.00', 0, 0]],
            33 => ['C', 'CZE', ['91.00', 0, 0], ['93.00', 0, 0]],
        ]);
        $this->assertSame([[1, 32], [2, 31], [3, 33]], self::ranks($heat->standings()));
    }

    public function testAFullTieSharesTheRank(): void
    {
        $heat = Fixtures::heat([
            41 => ['A', 'AUT', ['90.00', 0, 0], ['95.00', 0, 0]],
            42 => ['B', 'BEL', ['95.00', 0, 0], ['90.00', 0, 0]],
            43 => ['C', 'CZE', ['91.00', 0, 0], ['93.00', 0, 0]],
        ]);
        $this->assertSame([[1, 41], [1, 42], [3, 43]], self::ranks($heat->standings()));
    }

    public function testAThirdRunIsRefused(): void
    {
        $heat = Fixtures::heat();
        $this->expectException(\LogicException::class);
        $heat->record(Run::finished(3, '90.00'));
    }

    public function testARunForABibNotEntered(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        (new Heat('C1M'))->record(Run::finished(3, '90.00'));
    }
}
