<?php

declare(strict_types=1);

namespace Fencing;

/**
 * The ranking after the pools, across all pools: by V/M, then indicator, then touches scored.
 * Fencers equal on all three share a place (and are listed by seed); the tableau is seeded from
 * this ranking.
 */
final class Ranking
{
    /**
     * @param list<Pool> $pools
     * @return list<RankedFencer>
     */
    public static function afterPools(array $pools): array
    {
        $records = [];
        foreach ($pools as $pool) {
            foreach ($pool->records() as $record) {
                $records[] = $record;
            }
        }
        usort($records, [self::class, 'compare']);

        $ranked = [];
        $count = count($records);
        $place = 0;
        for ($i = 0; $i < $count; $i++) {
            if ($i === 0 || self::compareResults($records[$i - 1], $records[$i]) !== 0) {
                $place = $i + 1;
            }
            $tied = ($i > 0 && self::compareResults($records[$i - 1], $records[$i]) === 0)
                || ($i + 1 < $count && self::compareResults($records[$i], $records[$i + 1]) === 0);
            $ranked[] = new RankedFencer($place, $records[$i], $tied);
        }
        return $ranked;
    }

    /** Order of two records in the ranking: results first, then the starting seed. */
    public static function compare(FencerRecord $a, FencerRecord $b): int
    {
        return self::compareResults($a, $b) ?: $a->fencer()->seed() <=> $b->fencer()->seed();
    }

    private static function compareResults(FencerRecord $a, FencerRecord $b): int
    {
        if ($a->ratio() != $b->ratio()) {
            return $b->ratio() <=> $a->ratio();
        }
        if ($a->indicator() !== $b->indicator()) {
            return $b->indicator() <=> $a->indicator();
        }
        return $b->scored() <=> $a->scored();
    }
}
