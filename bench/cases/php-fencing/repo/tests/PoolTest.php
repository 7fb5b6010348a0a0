<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\Fencer;
use Fencing\Pool;
use PHPUnit\Framework\TestCase;

final class PoolTest extends TestCase
{
    private function pool(): Pool
    {
        $fencers = [];
        foreach (['Ash', 'Birch', 'Cedar', 'Damson', 'Elm'] as $i => $name) {
            $fencers[] = new Fencer($i + 1, $name, 'Salle Test', $i + 1);
        }
        return new Pool(3, $fencers);
    }

    public function testResultsReadFromEitherSide(): void
    {
        $pool = $this->pool();
        $pool->record(4, 2, 'D3', 'V');
        $this->assertSame('V', (string) $pool->result(2, 4));
        $this->assertSame('D3', (string) $pool->result(4, 2));
        $this->assertNull($pool->result(1, 2));
    }

    public function testRecordsAddUpEachFencersBouts(): void
    {
        $pool = $this->pool();
        $pool->record(1, 2, 'V', 'D3');
        $pool->record(3, 1, 'V4', 'D2');
        $pool->record(1, 5, 'V', 'D0');
        $records = $pool->records();
        $this->assertSame(2, $records[1]->victories());
        $this->assertSame(3, $records[1]->bouts());
        $this->assertSame(12, $records[1]->scored());
        $this->assertSame(7, $records[1]->received());
        $this->assertSame(5, $records[1]->indicator());
        $this->assertEqualsWithDelta(2 / 3, $records[1]->ratio(), 1e-9);
        $this->assertSame(0, $records[4]->bouts());
        $this->assertSame(0.0, $records[4]->ratio());
    }

    public function testPriorityWinOnEqualTouches(): void
    {
        $pool = $this->pool();
        $pool->record(2, 3, 'V4', 'D4');
        $this->assertSame(1, $pool->records()[2]->victories());
    }

    public function testBoutsStillToFenceInOrder(): void
    {
        $pool = $this->pool();
        $this->assertSame([1, 2], $pool->boutsToFence()[0]);
        $pool->record(1, 2, 'V', 'D1');
        $pool->record(3, 4, 'V', 'D1');
        $this->assertSame([[5, 1], [2, 3]], array_slice($pool->boutsToFence(), 0, 2));
        $this->assertCount(8, $pool->boutsToFence());
        $this->assertFalse($pool->isComplete());
    }

    /** @dataProvider badBouts */
    public function testRejectsImpossibleBouts(int $a, int $b, string $ra, string $rb): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->pool()->record($a, $b, $ra, $rb);
    }

    /** @return array<string, array{int, int, string, string}> */
    public function badBouts(): array
    {
        return [
            'two victories' => [1, 2, 'V', 'V4'],
            'two defeats' => [1, 2, 'D4', 'D3'],
            'winner scored fewer' => [1, 2, 'V2', 'D3'],
            'against themself' => [2, 2, 'V', 'D1'],
            'no such position' => [1, 6, 'V', 'D1'],
        ];
    }
}
