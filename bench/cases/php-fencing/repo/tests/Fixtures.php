<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\Fencer;
use Fencing\Pool;
use Fencing\PoolAllocator;
use Fencing\PoolSheet;

/** The club's open épée, twelve fencers in two pools of six. */
final class Fixtures
{
    /** @return list<Fencer> */
    public static function entry(): array
    {
        $names = [
            ['Okafor, Tunde', 'Salle Boston'],
            ['Lindqvist, Maja', 'Leon Paul'],
            ['Haddad, Rami', 'Camden'],
            ['Brennan, Aoife', 'Salle Boston'],
            ['Moreau, Lucie', 'Truro'],
            ['Kowal, Piotr', 'Camden'],
            ['Tanaka, Yui', 'Leon Paul'],
            ['Fischer, Jonas', 'Truro'],
            ['Adeyemi, Bisi', 'Salle Boston'],
            ['Rossi, Marco', 'Camden'],
            ['Evans, Cerys', 'Leon Paul'],
            ['Novak, Ivan', 'Truro'],
        ];
        $fencers = [];
        foreach ($names as $i => [$name, $club]) {
            $fencers[] = new Fencer(100 + $i + 1, $name, $club, $i + 1);
        }
        return $fencers;
    }

    /** @return list<Pool> */
    public static function pools(): array
    {
        [$one, $two] = PoolAllocator::allocate(self::entry());
        PoolSheet::fill($one, [
            'x  V  V  D3 V  V',
            'D2 x  V4 V  D4 V',
            'D1 D3 x  V  V  V',
            'V  D2 D4 x  V  D0',
            'D4 V  D2 D3 x  V',
            'D0 D3 D1 V  D2 x',
        ]);
        PoolSheet::fill($two, [
            'x  V  V  V  D4 V',
            'D3 x  V  D2 V  V',
            'D2 D4 x  V  V  V',
            'D1 V  D3 x  V  D4',
            'V  D1 D2 D1 x  V',
            'D0 D3 D3 V  D3 x',
        ]);
        return [$one, $two];
    }
}
