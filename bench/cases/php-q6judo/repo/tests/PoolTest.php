<?php

declare(strict_types=1);

namespace Judo\Tests;

use Judo\Contest;
use Judo\JudoError;
use Judo\Pool;
use PHPUnit\Framework\TestCase;

final class PoolTest extends TestCase
{
    public function testPairsEveryoneOnce(): void
    {
        $pool = new Pool(['Sato', 'Byrne', 'Okoye']);
        self::assertSame([['Sato', 'Byrne'], ['Sato', 'Okoye'], ['Byrne', 'Okoye']], $pool->pairings());
    }

    public function testRanksOnWinsThenPoints(): void
    {
        $pool = (new Pool(['Sato', 'Byrne', 'Okoye', 'Haddad']))
            ->record((new Contest('Sato', 'Byrne'))->call('blue', 'ippon', 50))
            ->record((new Contest('Okoye', 'Haddad'))->call('white', 'waza-ari', 80)->timeUp())
            ->record((new Contest('Sato', 'Okoye'))->call('white', 'waza-ari', 20)->timeUp())
            ->record((new Contest('Byrne', 'Haddad'))->call('blue', 'ippon', 200))
            ->record((new Contest('Sato', 'Haddad'))->call('blue', 'waza-ari', 20)->timeUp())
            ->record((new Contest('Byrne', 'Okoye'))->call('white', 'ippon', 61));
        self::assertSame(
            [['Okoye', 2, 17], ['Sato', 2, 17], ['Byrne', 1, 10], ['Haddad', 1, 7]],
            array_map(static fn (array $r): array => [$r['name'], $r['wins'], $r['points']], $pool->standings()),
        );
    }

    public function testRefusesAnUnfinishedContest(): void
    {
        $this->expectException(JudoError::class);
        (new Pool(['Sato', 'Byrne']))->record((new Contest('Sato', 'Byrne'))->call('blue', 'waza-ari', 30));
    }
}
