<?php

declare(strict_types=1);

use Eddyline\Slalom\Heat;
use Eddyline\Slalom\Penalty;
use Eddyline\Slalom\Run;
use Eddyline\Slalom\RunStatus;

final class Fixtures
{
    /** Women's kayak heats: bib => [name, nation, first run, second run]; a run is [time, touches, misses] or a status. */
    public const K1W = [
        3 => ['Maren Solberg', 'NOR', ['94.21', 1, 0], ['92.80', 0, 0]],
        5 => ['Aiko Tanabe', 'JPN', ['91.77', 2, 0], ['93.15', 0, 1]],
        8 => ['Clara Dufresne', 'FRA', ['96.40', 0, 0], ['95.02', 1, 0]],
        11 => ['Greta Hollis', 'GBR', 'DNS', 'DNS'],
        12 => ['Ilse Vermeer', 'NED', ['93.80', 0, 0], 'DNF'],
        17 => ['Rosa Quintero', 'ESP', 'DNF', ['97.10', 2, 0]],
        19 => ['Petra Novak', 'SLO', 'DNF', 'DNF'],
        23 => ['Hanna Lindgren', 'SWE', ['95.80', 0, 0], ['97.04', 0, 0]],
    ];

    /** @param array<int, array{string, string, mixed, mixed}> $entries */
    public static function heat(array $entries = self::K1W): Heat
    {
        $heat = new Heat('K1W');
        foreach ($entries as $bib => [$name, $nation]) {
            $heat->enter($bib, $name, $nation);
        }
        foreach ([2, 3] as $column) {
            foreach ($entries as $bib => $entry) {
                $heat->record(self::run($bib, $entry[$column]));
            }
        }
        return $heat;
    }

    /** @param array{string, int, int}|string $spec */
    public static function run(int $bib, array|string $spec): Run
    {
        if (is_string($spec)) {
            return new Run($bib, null, RunStatus::from($spec));
        }
        [$time, $touches, $misses] = $spec;
        $run = Run::finished($bib, $time);
        $gate = 1;
        for ($i = 0; $i < $touches; $i++) {
            $run->mark($gate++, Penalty::Touch);
        }
        for ($i = 0; $i < $misses; $i++) {
            $run->mark($gate++, Penalty::Miss);
        }
        return $run;
    }
}
