<?php

declare(strict_types=1);

namespace PigeonRace\Report;

use PigeonRace\Race\ResultSheet;

/**
 * The plain-text result sheet pinned up in the club room.
 */
final class ResultPrinter
{
    public function render(ResultSheet $sheet): string
    {
        $race = $sheet->race();
        $lines = [];
        $lines[] = sprintf(
            '%s, liberated %s',
            $race->racePoint,
            $race->liberatedAt->format('D j M Y H:i'),
        );
        $lines[] = sprintf('%-4s %-18s %-14s %12s %12s %10s', 'Pos', 'Member', 'Ring', 'Yards', 'Arrived', 'Velocity');
        foreach ($sheet->rows() as $row) {
            $lines[] = sprintf(
                '%-4d %-18s %-14s %12s %12s %10.3f',
                $row->position,
                $row->loft->member,
                $row->ring,
                number_format($row->yards, 0, '.', ','),
                $row->arrivedAt->format('D H:i:s'),
                $row->velocity,
            );
        }
        if (count($lines) === 2) {
            $lines[] = 'No birds clocked.';
        }

        return implode("\n", $lines) . "\n";
    }
}
