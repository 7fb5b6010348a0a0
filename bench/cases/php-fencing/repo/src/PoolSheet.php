<?php

declare(strict_types=1);

namespace Fencing;

/** The pool sheet: reading the results grid a referee hands in, and printing it with totals. */
final class PoolSheet
{
    /**
     * Fills a pool from its grid, one row a fencer in pool order, "x" on the diagonal and "-" for
     * a bout not yet fenced: row 2, column 5 holds fencer 2's result against fencer 5.
     *
     * @param list<string> $rows
     */
    public static function fill(Pool $pool, array $rows): Pool
    {
        $size = $pool->size();
        if (count($rows) !== $size) {
            throw new \InvalidArgumentException("pool {$pool->number()} needs $size rows");
        }
        $grid = [];
        foreach (array_values($rows) as $i => $row) {
            $cells = preg_split('/\s+/', trim($row));
            if (count($cells) !== $size) {
                throw new \InvalidArgumentException('row ' . ($i + 1) . " needs $size cells");
            }
            $grid[$i + 1] = array_combine(range(1, $size), $cells);
        }
        for ($a = 1; $a <= $size; $a++) {
            for ($b = $a + 1; $b <= $size; $b++) {
                if ($grid[$a][$b] === '-' && $grid[$b][$a] === '-') {
                    continue;
                }
                $pool->record($a, $b, $grid[$a][$b], $grid[$b][$a]);
            }
        }
        return $pool;
    }

    public static function render(Pool $pool): string
    {
        $size = $pool->size();
        $records = $pool->records();
        $lines = ["Pool {$pool->number()}"];
        $head = sprintf('%-24s', '');
        for ($b = 1; $b <= $size; $b++) {
            $head .= sprintf('%4d', $b);
        }
        $lines[] = rtrim($head . '     V   Ind  TS  TR');
        foreach ($pool->fencers() as $i => $fencer) {
            $a = $i + 1;
            $line = sprintf('%d %-22s', $a, $fencer->name());
            for ($b = 1; $b <= $size; $b++) {
                $cell = $a === $b ? 'x' : (string) ($pool->result($a, $b) ?? '');
                $line .= sprintf('%4s', $cell);
            }
            $r = $records[$a];
            $line .= sprintf('  %4d  %+4d %3d %3d', $r->victories(), $r->indicator(), $r->scored(), $r->received());
            $lines[] = $line;
        }
        return implode("\n", $lines) . "\n";
    }
}
