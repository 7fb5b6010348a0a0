<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * The heat results as posted on the board: rank, bib, athlete, nation, each run as total and
 * penalty seconds, and the best total.
 */
final class ResultTable
{
    /** @param list<Standing> $standings */
    public static function render(string $class, array $standings): string
    {
        $lines = [$class, str_repeat('=', strlen($class))];
        foreach ($standings as $standing) {
            $cells = [];
            foreach ([0, 1] as $i) {
                $cells[] = str_pad(self::cell($standing->runs[$i] ?? null), 12);
            }
            $best = $standing->best();
            $lines[] = sprintf(
                '%3s %4d  %-22s %s  %s %s',
                $standing->rank === null ? '' : (string) $standing->rank,
                $standing->bib,
                $standing->name,
                $standing->nation,
                implode(' ', $cells),
                $best === null ? '' : RaceTime::format($best),
            );
        }
        return implode("\n", array_map('rtrim', $lines)) . "\n";
    }

    private static function cell(?Run $run): string
    {
        if ($run === null) {
            return '';
        }
        $score = $run->score();
        if ($score === null) {
            return $run->status->value;
        }
        return sprintf('%s (%d)', RaceTime::format($score), $run->penaltySeconds());
    }
}
