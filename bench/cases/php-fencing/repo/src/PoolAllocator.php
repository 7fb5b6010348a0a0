<?php

declare(strict_types=1);

namespace Fencing;

/**
 * Puts the entry into pools: as few pools as keep every pool to seven fencers or fewer, sizes
 * differing by at most one, fencers dealt out by seed in a serpentine (1 to pool 1, 2 to pool 2,
 * ..., then back from the last pool).
 */
final class PoolAllocator
{
    public const MAX_SIZE = 7;
    public const MIN_SIZE = 4;

    public static function poolCount(int $fencers): int
    {
        if ($fencers < self::MIN_SIZE) {
            throw new \InvalidArgumentException("too few fencers for a pool: $fencers");
        }
        $pools = intdiv($fencers + self::MAX_SIZE - 1, self::MAX_SIZE);
        if (intdiv($fencers, $pools) < self::MIN_SIZE) {
            throw new \InvalidArgumentException("$fencers fencers do not make pools of four or more");
        }
        return $pools;
    }

    /**
     * @param list<Fencer> $fencers
     * @return list<Pool>
     */
    public static function allocate(array $fencers): array
    {
        usort($fencers, static fn (Fencer $a, Fencer $b): int => $a->seed() <=> $b->seed());
        $count = self::poolCount(count($fencers));
        $members = array_fill(0, $count, []);
        foreach ($fencers as $i => $fencer) {
            $row = intdiv($i, $count);
            $column = $i % $count;
            $pool = $row % 2 === 0 ? $column : $count - 1 - $column;
            $members[$pool][] = $fencer;
        }
        $pools = [];
        foreach ($members as $i => $list) {
            $pools[] = new Pool($i + 1, $list);
        }
        return $pools;
    }
}
